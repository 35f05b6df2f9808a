/** Reading the Prometheus text format a metrics listener answers, for the metrics tests. */

/** A metric's value for the labels given, as the text format says it; undefined when absent. */
export function valueOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const matches = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (matches) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}
