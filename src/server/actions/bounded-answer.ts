/**
 * Keeps every answer small whatever the request: field errors are keyed by field names the
 * client sent (an unknown field is reported under its own name), so a 60 KB body of made-up
 * names would otherwise come back several times over. Field names longer than any real one are
 * not echoed, each field keeps a few short messages, and the list stops at a byte budget; when
 * anything is left out, a global message says there is more.
 */
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";
import type { ProxyAnswer } from "./proxy-answer.ts";

/** Longer than any field name of the schemas; a longer name is not echoed. */
export const MAX_FIELD_NAME_LENGTH = 64;
export const MAX_MESSAGES_PER_FIELD = 3;
export const MAX_MESSAGE_LENGTH = 300;
/** UTF-8 bytes of the listed field errors; a full form's worth of real errors takes under 2 KB. */
export const FIELD_ERRORS_BUDGET_BYTES = 3072;

/**
 * The answer with its field errors within the bounds; `moreProblems` words the message shown when
 * some were cut, and is asked for only then. An answer already within them is answered as it is.
 */
export function boundedAnswer(answer: ProxyAnswer, moreProblems: () => string): ProxyAnswer {
  const { errors, globalError } = answer.body;
  const bounded = errors ? boundFieldErrors(errors) : undefined;
  const message = globalError?.slice(0, MAX_MESSAGE_LENGTH);
  if (!bounded && message === globalError) return answer;
  const body = { ...answer.body };
  if (bounded) body.errors = bounded.errors;
  if (message !== undefined) body.globalError = message;
  if (bounded?.cut && body.status === "error" && body.globalError === undefined)
    body.globalError = moreProblems();
  return { ...answer, body };
}

/** The field errors within the bounds, or undefined when they already are. */
function boundFieldErrors(errors: FieldErrors): { errors: FieldErrors; cut: boolean } | undefined {
  const kept: FieldErrors = {};
  let cut = false;
  let shortenedAny = false;
  let bytes = 2;
  for (const [field, messages] of Object.entries(errors)) {
    if (field.length > MAX_FIELD_NAME_LENGTH || !Array.isArray(messages)) {
      cut = true;
      continue;
    }
    const shortened = messages.slice(0, MAX_MESSAGES_PER_FIELD).map((text) => {
      if (text.length <= MAX_MESSAGE_LENGTH) return text;
      shortenedAny = true;
      return text.slice(0, MAX_MESSAGE_LENGTH);
    });
    if (shortened.length < messages.length) cut = true;
    const size = Buffer.byteLength(JSON.stringify({ [field]: shortened })) - 1;
    if (bytes + size > FIELD_ERRORS_BUDGET_BYTES) {
      cut = true;
      continue;
    }
    bytes += size;
    kept[field] = shortened;
  }
  return cut || shortenedAny ? { errors: kept, cut } : undefined;
}
