/**
 * The answer to a submission its step's UI schema refuses (validation/ui-schema-rules.ts): a
 * blocking notice is a field error worded as the page words the notice; a redirect is a 409
 * naming the brand's link, with where it leads and a global error saying so.
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { UiSchemaRefusal } from "../validation/ui-schema-rules.ts";
import { redirectUrl } from "./brand-links.ts";
import { globalError, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";

export function uiSchemaRefusalAnswer(
  services: ProxyServices,
  request: ActionRequest,
  schemaName: string,
  refusal: UiSchemaRefusal,
  data: Record<string, unknown>,
): ProxyAnswer {
  if (refusal.kind === "redirect") {
    const { link } = refusal.redirect;
    const url = redirectUrl(services, request.version, refusal.redirect, data);
    return globalError(
      409,
      services.translate(request.language, ["errors:accountOpenedElsewhere"]),
      { redirect: url === undefined ? { link } : { link, url } },
    );
  }
  // The notice's own text, from the step's namespace, as the page shows it (FieldTemplate).
  const errors: FieldErrors = {};
  let formNotice: string | undefined;
  for (const notice of refusal.notices) {
    const text = services.translate(request.language, [`${schemaName}:notices.${notice.id}`]);
    if (notice.field) (errors[notice.field] ??= []).push(text);
    else formNotice ??= text;
  }
  return {
    httpStatus: 422,
    body: {
      status: "error",
      ...(Object.keys(errors).length ? { errors } : {}),
      ...(formNotice === undefined ? {} : { globalError: formNotice }),
    },
  };
}
