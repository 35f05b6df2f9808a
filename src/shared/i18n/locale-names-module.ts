/**
 * The build's module of country and month names (scripts/build/locale-names.ts), by the name
 * the page imports and the build's manifest lists: `virtual:locale-names/<BCP 47 tag>`.
 */
export const LOCALE_NAMES_MODULE = "virtual:locale-names";

export function localeNamesModuleOf(intlTag: string): string {
  return `${LOCALE_NAMES_MODULE}/${intlTag}`;
}
