/**
 * Field rules the JSON Schemas name as `format`, checked on the server (the browser's compiled
 * validators skip formats they do not know, and blur validation asks the server).
 */

/** A calendar date `YYYY-MM-DD` that exists. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return date;
}

function startOfTodayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The date rules below each judge one thing, so a person is told one problem at a time: whether
 * the date exists (`calendar-date`), then what it must be. A date that does not exist, or a value
 * that is not `YYYY-MM-DD` at all (the schema's pattern says so), passes the others.
 */
const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A date in the shape `YYYY-MM-DD` exists in the calendar (no 31 February). */
export function isCalendarDate(value: string): boolean {
  return !ISO_DATE_SHAPE.test(value) || parseIsoDate(value) !== null;
}

function yearsFrom(today: Date, years: number): Date {
  return new Date(
    Date.UTC(today.getUTCFullYear() + years, today.getUTCMonth(), today.getUTCDate()),
  );
}

/** Born at least 18 years before today. */
export function isAdultDateOfBirth(value: string, now = new Date()): boolean {
  const date = parseIsoDate(value);
  if (!date) return true;
  const eighteenth = new Date(
    Date.UTC(date.getUTCFullYear() + 18, date.getUTCMonth(), date.getUTCDate()),
  );
  return eighteenth <= startOfTodayUtc(now);
}

/** Born at most 120 years before today: an older date is a typing slip. */
export function isLivingDateOfBirth(value: string, now = new Date()): boolean {
  const date = parseIsoDate(value);
  return !date || date >= yearsFrom(startOfTodayUtc(now), -120);
}

/** Today or later: a document that has not expired. */
export function isFutureDate(value: string, now = new Date()): boolean {
  const date = parseIsoDate(value);
  return !date || date >= startOfTodayUtc(now);
}

/** At most 50 years from today: a later expiry date is a typing slip. */
export function isWithinFiftyYears(value: string, now = new Date()): boolean {
  const date = parseIsoDate(value);
  return !date || date <= yearsFrom(startOfTodayUtc(now), 50);
}

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** Polish national id: 11 digits, a valid check digit and a birth date that exists. */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = Array.from(value, Number);
  const sum = PESEL_WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return false;
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = value.slice(4, 6);
  const centuryByMonthOffset: Record<number, number> = {
    0: 1900,
    20: 2000,
    40: 2100,
    60: 2200,
    80: 1800,
  };
  const offset = Math.floor(mm / 20) * 20;
  const century = centuryByMonthOffset[offset];
  if (century === undefined) return false;
  const month = String(mm - offset).padStart(2, "0");
  return parseIsoDate(`${century + yy}-${month}-${dd}`) !== null;
}

const ID_CARD_WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3];

/** Polish identity card number: three letters, a check digit, five digits (e.g. ABA300000). */
export function isValidPolishIdCardNumber(value: string): boolean {
  const compact = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{3}\d{6}$/.test(compact)) return false;
  const values = Array.from(compact, (c) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55));
  const sum = ID_CARD_WEIGHTS.reduce(
    (acc, weight, i) => (i === 3 ? acc : acc + weight * (values[i] ?? 0)),
    0,
  );
  return sum % 10 === values[3];
}

/** A tax identification number: 4 to 30 letters and digits, separators aside. */
export function isPlausibleTaxId(value: string): boolean {
  const compact = value.replace(/[\s/-]/g, "");
  return /^[A-Za-z0-9]{4,30}$/.test(compact);
}

export const FIELD_FORMATS: Record<string, (value: string) => boolean> = {
  "calendar-date": isCalendarDate,
  "adult-date-of-birth": (value) => isAdultDateOfBirth(value),
  "living-date-of-birth": (value) => isLivingDateOfBirth(value),
  "future-date": (value) => isFutureDate(value),
  "within-fifty-years": (value) => isWithinFiftyYears(value),
  pesel: isValidPesel,
  "polish-id-card-number": isValidPolishIdCardNumber,
  "tax-identification-number": isPlausibleTaxId,
};
