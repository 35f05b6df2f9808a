/**
 * Input filters: which characters a text field accepts, applied to typing and to paste.
 * Chosen per field with `ui:options.inputFilter`.
 */

export const INPUT_FILTERS = {
  /** Letters, digits, space and / , . ' - : ( ) */
  default: /[\p{L}\p{M}\p{N} /,.'\-:()]/u,
  /** Digits only. */
  digits: /[0-9]/u,
  /** The default set and & * " for street names. */
  street: /[\p{L}\p{M}\p{N} /,.'\-:()&*"]/u,
  /** Letters and spaces, for searching country names. */
  letters: /[\p{L}\p{M} ]/u,
  /** Everything. */
  none: null,
} as const satisfies Record<string, RegExp | null>;

export type InputFilterName = keyof typeof INPUT_FILTERS;

export function isInputFilterName(name: unknown): name is InputFilterName {
  return typeof name === "string" && name in INPUT_FILTERS;
}

/** Drops the characters a filter does not allow. */
export function filterInput(value: string, filter: InputFilterName = "default"): string {
  const allowed = INPUT_FILTERS[filter];
  if (!allowed) return value;
  let out = "";
  for (const char of value) if (allowed.test(char)) out += char;
  return out;
}
