/** JSON Pointers (RFC 6901) that say where in a file a finding is, e.g. `/ui:order/1`. */

export function jsonPointer(...segments: (string | number)[]): string {
  return segments
    .map((segment) => `/${String(segment).replaceAll("~", "~0").replaceAll("/", "~1")}`)
    .join("");
}
