/**
 * Country and month names made ahead for a language (see locale-names.ts), kept apart from the
 * code that reads them: a page's entry hands them over before the form chunk has loaded.
 */

export interface LocaleNames {
  /** Region code (ISO 3166-1 alpha-2) to its name. */
  regions: Readonly<Record<string, string>>;
  /** The codes of `regions`, ordered by their names as the language sorts them. */
  regionOrder: readonly string[];
  /** January to December, as a month is named on its own ("styczeń", not "stycznia"). */
  months: readonly string[];
}

const provided = new Map<string, LocaleNames>();

/** Names made ahead for a language (its BCP 47 tag), used instead of asking `Intl`. */
export function provideLocaleNames(intlTag: string, names: LocaleNames): void {
  provided.set(intlTag, names);
}

/** The names made ahead for a language, if any. */
export function providedLocaleNames(intlTag: string): LocaleNames | undefined {
  return provided.get(intlTag);
}
