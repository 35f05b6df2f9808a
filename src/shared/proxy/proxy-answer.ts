/** The body of every proxy answer (spec §3 "Responses"), as the server sends and the browser reads it. */
import type { FieldErrors } from "../messages/validation-messages.ts";

export interface ProxyAnswerBody {
  status: "success" | "error";
  next?: string;
  restart?: boolean;
  token?: string;
  errors?: FieldErrors;
  globalError?: string;
  /** Values for the form that sent part of itself (e.g. `sentSmsCount` after a code was sent). */
  data?: Record<string, unknown>;
  /**
   * The submission leads out of the flow (a residence whose account is opened elsewhere): the
   * brand's link of that name, and where it leads. The browser goes by the name alone.
   */
  redirect?: { link: string; url?: string };
  /**
   * The answers differ from the identity document read (a step's data check): each field, what
   * was answered and what the document gives; sent again with `confirmWith` true, they are kept.
   */
  documentDifferences?: { field: string; answered?: unknown; document: unknown }[];
  confirmWith?: string;
  /** A redirect to a payment gateway (spec §7 callbacks). */
  callback?: { name: string; args?: { Url?: string; Query?: string } };
  [key: string]: unknown;
}

/** Whether the answer sends the browser to a new start: `restart`, or `next: "restart"`. */
export function asksForRestart(answer: ProxyAnswerBody): boolean {
  return answer.restart === true || answer.next === "restart";
}
