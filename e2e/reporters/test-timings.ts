/** A browser test's wall time and its named waits, and the slowest of a run. */
export interface TestTiming {
  title: string;
  ms: number;
  /** Milliseconds per kind of wait (e2e/waits.ts). */
  waits: Record<string, number>;
  /** The worker that ran it and when it began, for a run's timeline. */
  worker?: number;
  startedAt?: string;
}

/** The `count` slowest tests, slowest first. */
export function slowestTests(timings: readonly TestTiming[], count: number): TestTiming[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** What a step of Playwright's report holds that the timing reads. */
export interface TimedStep {
  title: string;
  duration: number;
  steps: readonly TimedStep[];
}

/** The title of the step that counts as a named wait of this kind. */
export function waitStepTitle(kind: string): string {
  return `wait: ${kind}`;
}

/** The time of each named wait (a step titled "wait: <kind>"), summed by kind, at any depth. */
export function waitsOf(steps: readonly TimedStep[]): Record<string, number> {
  const waits: Record<string, number> = {};
  const visit = (step: TimedStep) => {
    const kind = /^wait: (.+)$/.exec(step.title)?.[1];
    if (kind) waits[kind] = (waits[kind] ?? 0) + step.duration;
    else step.steps.forEach(visit);
  };
  steps.forEach(visit);
  return waits;
}
