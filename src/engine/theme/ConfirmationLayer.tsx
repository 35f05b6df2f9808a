import {
  collectPropertySchemas,
  writeOnlyFieldsOf,
  type JsonSchema,
} from "../../shared/schema/json-schema.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import { displayValue } from "../logic/display-value.ts";
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
