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
 * - One wake-up round trip between two threads, in microseconds: each waits on a shared word
 *   (`Atomics.wait`, a futex) until the other wakes it. Chromium's processes and threads pass
 *   their messages so, and a waiting server or test runner is woken so: what a switch costs,
 *   which neither the loop nor the fault shows (docs/performance/pvm-guests.md).
 *
 * - The hypervisor the kernel found at boot (its log, where it may be read). PVM keeps the guest's
 *   page tables in software: on the PVM guests CI has run on, a fault cost 10 to 17 µs, and the
 *   same commit's CI took 1.7 times as long as on a KVM guest (1.5 to 2.3 µs a fault) whose
 *   integer loop was as fast.
 *
 * The first three are the best of three. Plain JavaScript, as it runs before `npm ci`; about a
 * second and a half.
 */
import { execFileSync } from "node:child_process";
import process from "node:process";
import { Worker } from "node:worker_threads";

const LOOP_ITERATIONS = 50_000_000;
const TOUCHED_BYTES = 64 << 20;
const PAGE_BYTES = 4096;
const WAKE_ROUNDS = 5_000;
/** Longer than any wake-up takes; a thread that has not answered by then has failed. */
const WAKE_TIMEOUT_MS = 1_000;

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

/**
 * Microseconds per wake-up round trip: this thread wakes a worker thread through a shared word
 * and waits to be woken back, `WAKE_ROUNDS` times. NaN if the worker does not answer.
 */
async function wakeMicroseconds() {
  const cells = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData: cells, parentPort } = require("node:worker_threads");
     parentPort.postMessage("ready");
     for (let round = 1; round <= ${WAKE_ROUNDS}; round++) {
       if (Atomics.wait(cells, 0, round - 1, ${WAKE_TIMEOUT_MS}) === "timed-out") break;
       Atomics.store(cells, 1, round);
       Atomics.notify(cells, 1);
     }`,
    { eval: true, workerData: cells },
  );
  try {
    await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    const start = process.hrtime.bigint();
    for (let round = 1; round <= WAKE_ROUNDS; round++) {
      Atomics.store(cells, 0, round);
      Atomics.notify(cells, 0);
      const woken = Atomics.wait(cells, 1, round - 1, WAKE_TIMEOUT_MS);
      // Not woken, or woken without the worker's answer: no round trip was measured.
      if (woken === "timed-out" || Atomics.load(cells, 1) !== round) return Number.NaN;
    }
    return Number(process.hrtime.bigint() - start) / 1e3 / WAKE_ROUNDS;
  } finally {
    await worker.terminate();
  }
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
const wakes = [];
for (let run = 0; run < 3; run++) wakes.push(await wakeMicroseconds().catch(() => Number.NaN));
const measured = wakes.filter(Number.isFinite);
const wake = measured.length > 0 ? Math.min(...measured) : Number.NaN;
process.stdout.write(
  `the integer loop ${loop.toFixed(0)} ms, a page fault ${fault.toFixed(1)} µs ` +
    `(${faults[0]?.faults ?? 0} faults a touch), a thread's wake-up round trip ` +
    `${Number.isNaN(wake) ? "not measured" : `${wake.toFixed(1)} µs`}, the hypervisor ${hypervisor()}\n`,
);
