/** A `YYYY-MM-DD` value split into day, month and year boxes and joined back. */

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export function splitDate(value: unknown): DateParts {
  if (typeof value !== "string") return { day: "", month: "", year: "" };
  const [year = "", month = "", day = ""] = value.split("-");
  return { day, month, year };
}

/**
 * Joins the parts; undefined when all are empty. An incomplete date keeps its gaps
 * (`1990--05`), so the schema's pattern reports it instead of the value vanishing.
 */
export function joinDate({ day, month, year }: DateParts): string | undefined {
  if (!day && !month && !year) return undefined;
  const pad = (part: string, length: number) => (part ? part.padStart(length, "0") : "");
  return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Day: at most 2 digits; year: at most 4. */
export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);
