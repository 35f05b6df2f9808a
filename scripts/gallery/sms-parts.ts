/**
 * How long an SMS is and into how many parts a phone network splits it: GSM-7 when every
 * character is in the GSM 03.38 alphabet (160 a single SMS, 153 a part of a longer one),
 * otherwise UCS-2 (70 single, 67 a part). Each part costs as one SMS.
 */

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsLength {
  /** Septets in GSM-7 (an extension character takes two), UTF-16 units in UCS-2. */
  characters: number;
  parts: number;
  encoding: SmsEncoding;
}

const GSM7_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
    "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** Sent as an escape and the character: two septets. */
const GSM7_EXTENSION = new Set("\f^{}\\[~]|€");

const LIMITS: Record<SmsEncoding, { single: number; perPart: number }> = {
  "GSM-7": { single: 160, perPart: 153 },
  "UCS-2": { single: 70, perPart: 67 },
};

/**
 * The SMS's length, parts and encoding. A character is never split between two parts (an
 * extension character's escape, a surrogate pair), so a part may hold one unit less.
 *
 * @example smsLength("Zażółć") // { characters: 6, parts: 1, encoding: "UCS-2" }
 */
export function smsLength(text: string): SmsLength {
  // Code points, not graphemes: a network encodes each one, and never splits one between parts.
  const characters = Array.from(text);
  const gsm7 = characters.every((char) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char));
  const encoding: SmsEncoding = gsm7 ? "GSM-7" : "UCS-2";
  const costs = characters.map((char) => (gsm7 ? (GSM7_EXTENSION.has(char) ? 2 : 1) : char.length));
  const total = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, perPart } = LIMITS[encoding];
  if (total <= single) return { characters: total, parts: 1, encoding };
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > perPart) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return { characters: total, parts, encoding };
}
