/** The Polish postal code mask ##-### (spec §5): digits only, the hyphen put in after two. */
export function maskPolishPostalCode(typed: string): string {
  const digits = typed.replace(/[^0-9]/g, "").slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** A complete masked code has 6 characters: then the look-up runs (spec §5). */
export const COMPLETE_POSTAL_CODE_LENGTH = 6;

export type PostalCodeAddresses = Readonly<Record<string, readonly string[]>>;

/** The look-up's answer, read defensively: city names mapped to lists of street names. */
export function readPostalCodeAddresses(value: unknown): PostalCodeAddresses {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [city, streets] of Object.entries(value as Record<string, unknown>))
    out[city] = Array.isArray(streets)
      ? streets.filter((s): s is string => typeof s === "string")
      : [];
  return out;
}
