/**
 * Where rate-limit counts are kept. Each counter holds the hits since its window opened; the
 * window opens with the first hit and lasts the limit's length ("5 per 15 minutes": 5 hits, then
 * nothing until 15 minutes after the first).
 */
export interface WindowCount {
  hits: number;
  windowStart: number;
}

export interface WindowCounterStore {
  /** Counts one hit at `at` and answers the counter after it; a closed window starts again. */
  count(key: string, at: number, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back, never below zero. */
  undo(key: string): Promise<void>;
  /** Forgets the counter. */
  reset(key: string): Promise<void>;
  /** Deletes counters whose window opened at or before `before`. */
  purge(before: number): Promise<void>;
  /** Shares what is counted here with the other instances now, where that waits otherwise. */
  sync?(): Promise<void>;
}
