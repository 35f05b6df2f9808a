/**
 * The CPU time a process has used so far (user and system, all its threads), read from Linux's
 * `/proc/<pid>/stat`. `npm run bench` divides it by the requests a round answered: unlike
 * requests a second, it does not depend on how much of the two cores the load generator takes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export interface CpuTime {
  userMs: number;
  systemMs: number;
}

/** Clock ticks a second, as `/proc` counts them (100 on Linux unless built otherwise). */
function ticksPerSecond(): number {
  try {
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

let msPerTick: number | undefined;

/**
 * The user and system times of a `/proc/<pid>/stat` line. The command name in parentheses may
 * hold spaces and parentheses itself, so the fields are counted from the last `)`.
 */
export function parseProcStat(line: string, millisPerTick: number): CpuTime {
  const fields = line.slice(line.lastIndexOf(")") + 2).split(" ");
  // After the name: state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt,
  // cmajflt, utime, stime (proc(5)).
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime))
    throw new Error(`not a /proc/<pid>/stat line: ${line.slice(0, 80)}`);
  return { userMs: utime * millisPerTick, systemMs: stime * millisPerTick };
}

/** The process's CPU time so far, or undefined where there is no `/proc` (not Linux). */
export function cpuTimeOf(pid: number): CpuTime | undefined {
  let line: string;
  try {
    line = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  msPerTick ??= 1000 / ticksPerSecond();
  return parseProcStat(line, msPerTick);
}
