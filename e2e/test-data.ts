/**
 * Data the tests and the gallery make up: e-mail addresses, a password, phone numbers no test
 * used, what a document scan reads.
 */
let counter = 0;
export function uniqueEmail(local = "e2e"): string {
  counter += 1;
  return `${local}.${Date.now()}.${counter}@example.com`;
}

export const PASSWORD = "Str0ng!pass";

let phoneNumbers = 0;
/**
 * A mobile number no other test used, of `length` digits starting with `start`: the per-number
 * send limit counts across tests, and tests run in several workers at once (the worker's index is
 * one of the digits, so two workers never make the same number in the same millisecond).
 */
export function newPhoneNumber(start: string, length = 10): string {
  phoneNumbers += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  const room = length - start.length - 2;
  const time = String(Date.now() % 10 ** room).padStart(room, "0");
  return `${start}${worker}${time}${phoneNumbers % 10}`;
}

/** What a scan of a Polish ID card reads, as the scanner names the values. */
export const POLISH_ID_CARD = {
  FirstName: "JAN",
  LastName: "KOWALSKI",
  NationalityName: "POL",
  PersonalNumber: "44051401359",
  DocumentType: "ID Card",
  DocumentNumber: "ABA300000",
  BirthDate: "14.05.1944",
  ExpiryDate: `01-12-${new Date().getFullYear() + 5}`,
  IssuingCountryCode: "POL",
};
