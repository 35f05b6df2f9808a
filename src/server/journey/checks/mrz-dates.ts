/**
 * MRZ dates (YYMMDD) as ISO dates. The century is not in the zone: a birth date is never in the
 * future, and an expiry date lies at most 50 years after today.
 */

const EXPIRY_HORIZON_YEARS = 50;

function isoDate(year: number, yymmdd: string): string | undefined {
  if (!/^[0-9]{6}$/.test(yymmdd)) return undefined;
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export function birthDateFromMrz(yymmdd: string, now: Date): string | undefined {
  const yy = Number(yymmdd.slice(0, 2));
  const century = 2000 + yy > now.getUTCFullYear() ? 1900 : 2000;
  const date = isoDate(century + yy, yymmdd);
  return date && date > now.toISOString().slice(0, 10) ? isoDate(1900 + yy, yymmdd) : date;
}

export function expiryDateFromMrz(yymmdd: string, now: Date): string | undefined {
  const yy = Number(yymmdd.slice(0, 2));
  const year = 2000 + yy > now.getUTCFullYear() + EXPIRY_HORIZON_YEARS ? 1900 + yy : 2000 + yy;
  return isoDate(year, yymmdd);
}

/** A document is valid through its expiry date (UTC). */
export function isExpired(expiryIsoDate: string, now: Date): boolean {
  return expiryIsoDate < now.toISOString().slice(0, 10);
}

/** Whole years from `birthIsoDate` to `now` (UTC): the holder's age on that day. */
export function ageOn(birthIsoDate: string, now: Date): number {
  const today = now.toISOString().slice(0, 10);
  const years = Number(today.slice(0, 4)) - Number(birthIsoDate.slice(0, 4));
  return today.slice(5) >= birthIsoDate.slice(5) ? years : years - 1;
}
