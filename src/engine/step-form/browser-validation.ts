/**
 * The browser's validation of a step's whole form by its (precompiled) validator, with its
 * messages in the step's language: what FormController's `validate` asks.
 */
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import {
  messageKeysFor,
  messageParams,
  toFieldErrors,
  type FieldErrors,
} from "../../shared/messages/validation-messages.ts";
import { withoutUnevaluatedOfFailingParts } from "../../shared/schema/failing-parts.ts";
import type { JsonSchema } from "../../shared/schema/json-schema.ts";
import { issuesFromRjsfErrors } from "../form/rjsf-errors.ts";
import type { FormData } from "../logic/engine-ui-schema.ts";
import type { Translator } from "../logic/translator.ts";

export function browserValidation(
  validator: ValidatorType,
  schema: JsonSchema,
  translator: Translator,
  namespace: string,
): (data: FormData) => FieldErrors {
  const rjsfSchema = schema as RJSFSchema;
  return (data) => {
    const { errors } = validator.validateFormData(data, rjsfSchema);
    const shown = withoutUnevaluatedOfFailingParts(schema, errors);
    return toFieldErrors(issuesFromRjsfErrors(shown), (issue) =>
      translator.t(messageKeysFor(namespace, issue), messageParams(issue)),
    );
  };
}
