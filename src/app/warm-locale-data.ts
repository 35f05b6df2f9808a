/**
 * The first `Intl` object a page makes that needs the locale's data (a date, number or region
 * name format) costs the browser a one-time start of its locale library: tens of milliseconds,
 * whichever language it is for. A form step makes one in its first render (month names,
 * country names). Made here, by the small start-up module while the app's code is still
 * downloading, that start is paid in time the page would spend waiting, and the step's own
 * formats cost a few milliseconds each.
 */
export function warmLocaleData(languageTag: string): void {
  try {
    new Intl.DateTimeFormat(languageTag, { month: "long", timeZone: "UTC" }).format(0);
  } catch {
    // An unknown tag: the step's own formats fall back as they always do; nothing to warm.
  }
}
