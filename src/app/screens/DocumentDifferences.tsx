/**
 * The answers of a step that differ from the identity document read (the server's data check),
 * shown field by field before the step can be sent as it is: what the client typed and what the
 * document gives, in the page's words. "Correct my answers" goes back to the form at the first
 * field that differs; "Keep my answers" sends the same answers again, confirmed. A chunk of its
 * own with its texts (`dataCheck`), loaded only when a step's answers came back differing.
 */
import { collectPropertySchemas, type JsonSchema } from "../../shared/schema/json-schema.ts";
import { Dialog, displayValue, localiseUiSchema, type Translator } from "../../engine/index.ts";

export interface DocumentDifference {
  field: string;
  answered?: unknown;
  document: unknown;
}

interface DocumentDifferencesProps {
  differences: readonly DocumentDifference[];
  /** The step's schema and UI schema, and the namespace of its texts. */
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  namespace: string;
  translator: Translator;
  onCorrect: (field: string) => void;
  onKeep: () => void;
}

const TEXTS = "dataCheck:";

export function DocumentDifferences({
  differences,
  schema,
  uiSchema,
  namespace,
  translator,
  onCorrect,
  onKeep,
}: DocumentDifferencesProps) {
  const localised = localiseUiSchema(schema, uiSchema, translator, namespace);
  const properties = collectPropertySchemas(schema);
  const shown = (field: string, value: unknown) =>
    displayValue(
      value,
      localised[field] as Record<string, unknown> | undefined,
      translator,
      properties.get(field)?.[0],
    );
  const correct = () => onCorrect(differences[0]!.field);
  return (
    <Dialog
      title={translator.t(`${TEXTS}title`)}
      onClose={correct}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={correct}>
            {translator.t(`${TEXTS}correct`)}
          </button>
          <button type="button" className="button" onClick={onKeep}>
            {translator.t(`${TEXTS}keep`)}
          </button>
        </>
      }
    >
      <p>{translator.t(`${TEXTS}intro`)}</p>
      <dl className="summary-list">
        {differences.map(({ field, answered, document }) => (
          <div className="summary-list__row" key={field}>
            <dt>{translator.t(`${namespace}:fields.${field}.label`)}</dt>
            <dd>
              <span className="difference">
                {translator.t(`${TEXTS}typed`)} <strong>{shown(field, answered)}</strong>
              </span>
              <span className="difference">
                {translator.t(`${TEXTS}document`)} <strong>{shown(field, document)}</strong>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** The dialog and its texts in the page's language, loaded when first needed. */
export type DocumentDifferencesView = typeof DocumentDifferences;
