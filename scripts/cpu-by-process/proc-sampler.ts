/**
 * Processor time and page faults by process kind, sampled from Linux's /proc: every interval each
 * process's user and system time and its minor page faults are read, and what it used since the
 * last look (or since it started, for one that started after the sampling began) is added to its
 * kind (process-kinds.ts). A process that ends between two looks loses at most one interval of
 * both.
 */
import fs from "node:fs";
import { processKind } from "./process-kinds.ts";

/** Linux counts processor time in clock ticks of 1/100 s. */
const TICKS_A_SECOND = 100;

interface Usage {
  ticks: number;
  faults: number;
}

interface Seen extends Usage {
  kind: string;
}

/** What a kind of process used: processor seconds and minor page faults. */
export interface KindUsage {
  kind: string;
  seconds: number;
  faults: number;
}

/**
 * A process's user + system ticks, its minor page faults and its start (ticks after boot), or
 * undefined once gone.
 */
function readStat(pid: string): (Usage & { startedAt: number }) | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return {
      faults: Number(fields[7]),
      ticks: Number(fields[11]) + Number(fields[12]),
      startedAt: Number(fields[19]),
    };
  } catch {
    return undefined;
  }
}

function readArgv(pid: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return undefined;
  }
}

/** Ticks since boot now, from /proc/uptime. */
function uptimeTicks(): number {
  return Math.round(Number(fs.readFileSync("/proc/uptime", "utf8").split(" ")[0]) * TICKS_A_SECOND);
}

export interface ProcessUsageSampler {
  /** Processor time and page faults by kind so far, the most processor time first. */
  totals(): KindUsage[];
  stop(): void;
}

/**
 * Starts sampling every `intervalMs`, each process counted to the kind `kindOf` gives its command
 * line (process-kinds.ts's by default); throws where there is no /proc.
 */
export function sampleProcessUsage(
  intervalMs: number,
  kindOf: (argv: string) => string = processKind,
): ProcessUsageSampler {
  const began = uptimeTicks();
  const seen = new Map<string, Seen>();
  const byKind = new Map<string, Usage>();
  const look = () => {
    for (const pid of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = readStat(pid);
      if (!stat) continue;
      // A pid may be used again by a later process: its start tells them apart.
      const key = `${pid}@${stat.startedAt}`;
      let process = seen.get(key);
      if (!process) {
        const argv = readArgv(pid);
        if (argv === undefined) continue;
        const startedSince = stat.startedAt >= began;
        process = {
          kind: kindOf(argv),
          ticks: startedSince ? 0 : stat.ticks,
          faults: startedSince ? 0 : stat.faults,
        };
        seen.set(key, process);
      }
      const usage = byKind.get(process.kind) ?? { ticks: 0, faults: 0 };
      usage.ticks += stat.ticks - process.ticks;
      usage.faults += stat.faults - process.faults;
      byKind.set(process.kind, usage);
      process.ticks = stat.ticks;
      process.faults = stat.faults;
    }
  };
  look();
  const timer = setInterval(look, intervalMs);
  return {
    totals: () => {
      look();
      return [...byKind]
        .map(([kind, { ticks, faults }]) => ({ kind, seconds: ticks / TICKS_A_SECOND, faults }))
        .filter(({ seconds, faults }) => seconds > 0 || faults > 0)
        .sort((a, b) => b.seconds - a.seconds || b.faults - a.faults);
    },
    stop: () => clearInterval(timer),
  };
}
