/**
 * What a code sent about a phone number is for, as kept with the code (`subject`): the prefix's
 * country and the national number, so the number can be shown again as the client typed it.
 */
export interface PhoneNumber {
  /** The country whose dialling prefix applies, as in the `phonePrefixesList` dictionary. */
  prefixCountry: string;
  /** The national number, digits only. */
  national: string;
}

export function phoneSubject(phone: PhoneNumber): string {
  return `${phone.prefixCountry}:${phone.national}`;
}

export function phoneOfSubject(subject: string | null | undefined): PhoneNumber | undefined {
  const [prefixCountry, national] = (subject ?? "").split(":");
  return prefixCountry && national ? { prefixCountry, national } : undefined;
}
