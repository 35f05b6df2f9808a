/**
 * How a value reads to a person in the page's language: an option's label, a country's name, a
 * calendar date as the language writes it, yes or no. Shared by the confirmation layer's summary
 * and the views that show values read from elsewhere (the identity journey's results).
 */
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { countryName } from "./locale-names.ts";
import type { Translator } from "./translator.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`1944-05-14`) as the page's language writes it, long ("14 May 1944"); text
 * that is not a real calendar date gives undefined.
 */
export function localDate(iso: string, intlTag: string): string | undefined {
  const [, year, month, day] = ISO_DATE.exec(iso) ?? [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return undefined;
  return new Intl.DateTimeFormat(intlTag, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * How a value reads in the summary: option label, country name, date, yes/no (an unticked box
 * is "no"), or 'no data'.
 */
export function displayValue(
  value: unknown,
  uiField: Record<string, unknown> | undefined,
  translator: Translator,
  property?: JsonSchema,
): string {
  if (value === undefined && property?.type === "boolean") return translator.t("common:no");
  if (value === undefined || value === null || value === "") return translator.t("common:noData");
  if (typeof value === "boolean") return translator.t(value ? "common:yes" : "common:no");
  if (typeof value !== "string" && typeof value !== "number") return JSON.stringify(value);
  const names = uiField?.["ui:enumNames"] as Record<string, string> | undefined;
  const named = names?.[String(value)];
  if (named) return named;
  if (typeof value === "string" && /^[A-Z]{2}$/.test(value))
    return countryName(value, translator.intlTag);
  if (typeof value === "string") return localDate(value, translator.intlTag) ?? value;
  return String(value);
}
