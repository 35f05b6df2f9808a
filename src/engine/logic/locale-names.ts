/**
 * Country and month names in a language, and the order its country names sort in.
 *
 * The browser knows them (`Intl.DisplayNames`, `Intl.Collator`, `Intl.DateTimeFormat`), but the
 * first `Intl` object a page makes that needs a language's data starts the browser's locale
 * library: 25 to 45 ms of the page's thread in a fresh page, on the way to a form's first render.
 * A page given the names ahead (`provideLocaleNames`, the same `Intl` data read at build time)
 * names, sorts and lists them without starting it. Without them, `Intl` is asked, as in tests.
 */
import { providedLocaleNames } from "./locale-names-store.ts";

export { provideLocaleNames, type LocaleNames } from "./locale-names-store.ts";

export interface NamedRegion {
  code: string;
  name: string;
}

/** A country code's name in the language, or the code when nothing knows it. */
export function countryName(code: string, intlTag: string): string {
  const name = providedLocaleNames(intlTag)?.regions[code];
  if (name !== undefined) return name;
  try {
    return regionNamesOf(intlTag).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The twelve month names of the language. */
export function monthNames(intlTag: string): readonly string[] {
  const names = providedLocaleNames(intlTag)?.months;
  if (names) return names;
  let made = monthsMade.get(intlTag);
  if (!made) {
    made = monthNamesFromIntl(intlTag);
    monthsMade.set(intlTag, made);
  }
  return made;
}

/**
 * Compares countries by name as the language sorts them. Countries named ahead compare by their
 * place in that order; any other country comes after them, by name.
 */
export function countryCollation(intlTag: string): (a: NamedRegion, b: NamedRegion) => number {
  const order = providedLocaleNames(intlTag)?.regionOrder;
  if (!order) {
    const { compare } = collatorOf(intlTag);
    return (a, b) => compare(a.name, b.name);
  }
  const place = placesOf(order);
  return (a, b) => {
    const pa = place.get(a.code);
    const pb = place.get(b.code);
    if (pa !== undefined && pb !== undefined) return pa - pb;
    if (pa !== undefined) return -1;
    if (pb !== undefined) return 1;
    return collatorOf(intlTag).compare(a.name, b.name);
  };
}

// One formatter per language: making one costs more than naming every country with it.
const regionNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();
const monthsMade = new Map<string, readonly string[]>();
const places = new WeakMap<readonly string[], Map<string, number>>();

function regionNamesOf(intlTag: string): Intl.DisplayNames {
  let names = regionNames.get(intlTag);
  if (!names) {
    names = new Intl.DisplayNames([intlTag], { type: "region" });
    regionNames.set(intlTag, names);
  }
  return names;
}

function collatorOf(intlTag: string): Intl.Collator {
  let collator = collators.get(intlTag);
  if (!collator) {
    collator = new Intl.Collator(intlTag);
    collators.set(intlTag, collator);
  }
  return collator;
}

function placesOf(order: readonly string[]): Map<string, number> {
  let place = places.get(order);
  if (!place) {
    place = new Map(order.map((code, at) => [code, at]));
    places.set(order, place);
  }
  return place;
}

export function monthNamesFromIntl(intlTag: string): readonly string[] {
  const format = new Intl.DateTimeFormat(intlTag, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, month) =>
    format.format(new Date(Date.UTC(2000, month, 1))),
  );
}
