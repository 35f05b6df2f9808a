// @ts-check
/**
 * What the machine gives right now, in one line, for `.ci/run` to print at CI's start and end:
 * the same commit's CI takes from under 10 to over 20 minutes by the machine's phase
 * (docs/PERFORMANCE.md, "CI"), and these figures say which phase a run had.
 *
 * - A fixed loop of integer arithmetic, in milliseconds: the processor's own speed.
 * - One minor page fault, in microseconds: 64 MiB of fresh memory touched once a 4 KiB page, its
 *   time over the faults the process counted. Every new process, heap and renderer pays it for
 *   each page it touches first.
 *
 * - The hypervisor the kernel found at boot (its log, where it may be read). PVM keeps the guest's
 *   page tables in software: on the PVM guests CI has run on, a fault cost 10 to 17 µs, and the
 *   same commit's CI took 1.7 times as long as on a KVM guest (1.5 to 2.3 µs a fault) whose
 *   integer loop was as fast.
 *
 * The first two are the best of three. Plain JavaScript, as it runs before `npm ci`; about a
 * second.
 */
import { execFileSync } from "node:child_process";
import process from "node:process";

const LOOP_ITERATIONS = 50_000_000;
const TOUCHED_BYTES = 64 << 20;
const PAGE_BYTES = 4096;

/** Milliseconds for the fixed loop (its result is returned too, so it cannot be left out). */
function loopMilliseconds() {
  const start = process.hrtime.bigint();
  let x = 1;
  for (let i = 0; i < LOOP_ITERATIONS; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, x };
}

/** Microseconds per minor page fault over one touch of fresh memory, and the faults counted. */
function faultMicroseconds() {
  const faultsBefore = process.resourceUsage().minorPageFault;
  const start = process.hrtime.bigint();
  const bytes = new Uint8Array(new ArrayBuffer(TOUCHED_BYTES));
  for (let at = 0; at < bytes.length; at += PAGE_BYTES) bytes[at] = 1;
  const nanoseconds = Number(process.hrtime.bigint() - start);
  const faults = process.resourceUsage().minorPageFault - faultsBefore;
  return { us: faults > 0 ? nanoseconds / 1e3 / faults : Number.NaN, faults };
}

/** The hypervisor the kernel's boot log names, or why it is not known. */
function hypervisor() {
  try {
    const log = execFileSync("dmesg", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return log.match(/Hypervisor detected: (\S+)/)?.[1] ?? "none named in the kernel's log";
  } catch {
    return "unknown (the kernel's log cannot be read)";
  }
}

const loop = Math.min(...[1, 2, 3].map(() => loopMilliseconds().ms));
const faults = [1, 2, 3].map(() => faultMicroseconds());
const fault = Math.min(...faults.map(({ us }) => us));
process.stdout.write(
  `the integer loop ${loop.toFixed(0)} ms, a page fault ${fault.toFixed(1)} µs ` +
    `(${faults[0]?.faults ?? 0} faults a touch), the hypervisor ${hypervisor()}\n`,
);
