/**
 * A reference a client can quote to the broker's staff, for an application or an identity
 * journey: the first block of its id (a UUID), upper-cased. Eight hexadecimal characters tell
 * apart the records of one client; staff look the full id up from it.
 */
export function referenceOf(id: string): string {
  return id.split("-")[0]!.toUpperCase();
}
