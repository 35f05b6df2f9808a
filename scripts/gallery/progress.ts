/** The gallery's progress on standard output: screenshots taken of those planned, and the time. */
export class Progress {
  private done = 0;
  private readonly started = Date.now();

  constructor(
    private readonly planned: number,
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
  ) {}

  /** Counts one screenshot and prints the count, what it shows and the seconds so far. */
  shot(what: string): void {
    this.done += 1;
    const seconds = Math.round((Date.now() - this.started) / 1000);
    this.write(`gallery: ${this.done}/${this.planned} ${what} (${seconds} s)\n`);
  }
}
