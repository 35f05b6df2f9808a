/**
 * The ICAO 9303 check digit (part 3, §4.9): character values (digits as themselves, A-Z as
 * 10-35, the filler `<` as 0) weighted 7, 3, 1 in turn, summed, modulo 10.
 */

const WEIGHTS = [7, 3, 1] as const;

function characterValue(character: string): number {
  if (character === "<") return 0;
  const code = character.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  throw new Error(`not an MRZ character: ${JSON.stringify(character)}`);
}

export function mrzCheckDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += characterValue(text[i]!) * WEIGHTS[i % 3]!;
  return sum % 10;
}

/** Whether `digit` is the check digit of `text`; a filler stands for 0 over an empty field. */
export function checkDigitMatches(text: string, digit: string): boolean {
  if (digit === "<") return /^<*$/.test(text);
  return /^[0-9]$/.test(digit) && Number(digit) === mrzCheckDigit(text);
}
