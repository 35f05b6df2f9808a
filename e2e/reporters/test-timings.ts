/** A browser test's wall time and its named waits, and the slowest of a run. */
export interface TestTiming {
  title: string;
  ms: number;
  /** Milliseconds per kind of wait (e2e/waits.ts). */
  waits: Record<string, number>;
  /**
   * Processor seconds of the Chromium renderers its pages ended in (e2e/renderer-time.ts), where
   * the pages reported them.
   */
  rendererSeconds?: number;
  /** The worker that ran it and when it began, for a run's timeline. */
  worker?: number;
  startedAt?: string;
}

/**
 * A test's title in the report: its project, its file's name, then its describe blocks' titles
 * and its own (Playwright's title path after the root, project and file suites), so two tests
 * of one title in different describe blocks read apart.
 */
export function timingTitle(
  project: string | undefined,
  file: string,
  titlePath: readonly string[],
): string {
  return `[${project ?? "?"}] ${[file, ...titlePath.slice(3)].join(" › ")}`;
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

/** The annotation a test's fixtures add for each page's renderer processor time, in seconds. */
export const RENDERER_TIME_ANNOTATION = "renderer processor time";

/** The renderer seconds of the test's annotations, summed; undefined where there are none. */
export function rendererSecondsOf(
  annotations: readonly { type: string; description?: string }[],
): number | undefined {
  const seconds = annotations
    .filter((annotation) => annotation.type === RENDERER_TIME_ANNOTATION)
    .map((annotation) => Number(annotation.description))
    .filter((value) => Number.isFinite(value));
  return seconds.length ? seconds.reduce((sum, value) => sum + value, 0) : undefined;
}

/** A test file's renderer processor time over its tests. */
export interface FileRendererTime {
  file: string;
  seconds: number;
  tests: number;
}

/**
 * The renderer seconds summed by test file (the title's part before the first " › ", without the
 * project), the `count` dearest first.
 */
export function rendererTimeByFile(
  timings: readonly TestTiming[],
  count: number,
): FileRendererTime[] {
  const files = new Map<string, FileRendererTime>();
  for (const timing of timings) {
    if (timing.rendererSeconds === undefined) continue;
    const file = timing.title.replace(/^\[[^\]]*\] /, "").split(" › ")[0]!;
    const entry = files.get(file) ?? { file, seconds: 0, tests: 0 };
    entry.seconds += timing.rendererSeconds;
    entry.tests += 1;
    files.set(file, entry);
  }
  return [...files.values()].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
