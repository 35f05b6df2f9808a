/**
 * Window counters in this process's memory, for limits on requests that write nothing (blur
 * validation): counting them in the database would make every such request a write. Exact on one
 * instance; with several, each counts its own share. At most `capacity` counters are kept: when
 * full, the counter whose window opened first is dropped.
 */
import type { WindowCount, WindowCounterStore } from "./window-counter.ts";

/** @default 100 000 counters, a few MB. */
export const MEMORY_COUNTER_CAPACITY = 100_000;

export class MemoryCounters implements WindowCounterStore {
  /** In the order windows opened: a restarted window moves to the end. */
  private readonly counters = new Map<string, WindowCount>();

  constructor(private readonly capacity = MEMORY_COUNTER_CAPACITY) {}

  count(key: string, at: number, windowMs: number): Promise<WindowCount> {
    let counter = this.counters.get(key);
    if (counter && counter.windowStart > at - windowMs) {
      counter.hits += 1;
    } else {
      this.counters.delete(key);
      counter = { hits: 1, windowStart: at };
      this.counters.set(key, counter);
      if (this.counters.size > this.capacity)
        this.counters.delete(this.counters.keys().next().value!);
    }
    return Promise.resolve({ ...counter });
  }

  undo(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter) counter.hits = Math.max(0, counter.hits - 1);
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  purge(before: number): Promise<void> {
    for (const [key, counter] of this.counters) {
      if (counter.windowStart > before) break;
      this.counters.delete(key);
    }
    return Promise.resolve();
  }

  /** How many counters are kept now. */
  get size(): number {
    return this.counters.size;
  }
}
