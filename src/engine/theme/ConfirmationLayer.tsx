import {
  collectPropertySchemas,
  writeOnlyFieldsOf,
  type JsonSchema,
} from "../../shared/schema/json-schema.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import { countryName } from "../logic/locale-names.ts";
import type { Translator } from "../logic/translator.ts";
import { Dialog } from "./Dialog.tsx";

interface ConfirmationLayerProps {
  /** The schema as it applies to the data now (conditions resolved). */
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  data: FormData;
  translator: Translator;
  onCorrect: () => void;
  onConfirm: () => void;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (`1944-05-14`) as the page's language writes it ("14 May 1944"). */
function localDate(iso: string, intlTag: string): string | undefined {
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

/** Lists every visible field with its value; 'correct' returns to the form, 'confirm' sends it. */
export function ConfirmationLayer({
  schema,
  uiSchema,
  data,
  translator,
  onCorrect,
  onConfirm,
}: ConfirmationLayerProps) {
  const writeOnly = writeOnlyFieldsOf(schema);
  const order = (uiSchema["ui:order"] as string[] | undefined) ?? [];
  const properties = collectPropertySchemas(schema);
  const fields = [...properties.keys()]
    .filter((field) => !writeOnly.has(field))
    .filter(
      (field) =>
        (uiSchema[field] as Record<string, unknown> | undefined)?.["ui:widget"] !== "hidden",
    )
    .sort((a, b) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0));
  return (
    <Dialog
      title={translator.t("common:confirmation.title")}
      onClose={onCorrect}
      actions={
        <>
          <button type="button" className="button" onClick={onCorrect}>
            {translator.t("common:confirmation.correct")}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {translator.t("common:confirmation.confirm")}
          </button>
        </>
      }
    >
      <p>{translator.t("common:confirmation.intro")}</p>
      <dl className="summary-list">
        {fields.map((field) => {
          const uiField = uiSchema[field] as Record<string, unknown> | undefined;
          const label = typeof uiField?.["ui:title"] === "string" ? uiField["ui:title"] : field;
          return (
            <div className="summary-list__row" key={field}>
              <dt>{label}</dt>
              <dd>{displayValue(data[field], uiField, translator, properties.get(field)?.[0])}</dd>
            </div>
          );
        })}
      </dl>
    </Dialog>
  );
}
