/**
 * The heading a value is listed under: the heading of the longest key of `groups` the value
 * starts with (tax office "0202" is under "02", Dolnośląskie), or none.
 */
export function groupOf(
  code: string,
  groups: Readonly<Record<string, string>>,
): string | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(groups))
    if (code.startsWith(prefix) && (best === undefined || prefix.length > best.length))
      best = prefix;
  return best === undefined ? undefined : groups[best];
}
