/**
 * The errors the widget's host API throws at the developer who embeds it (widget spec §8:
 * invalid parameters, missing parameters, template, input provider and platform errors), in the
 * catalogue's words. They are English: they are read in a console, never shown to a client. Each
 * has a `code` a program can test and, where one parameter is at fault, its `parameter`.
 */

/** Every developer-facing error of the host API and its words. */
export const HOST_ERROR_MESSAGES = {
  callbackNotFunction: "Invalid parameter: the callback must be a function",
  eventNameNotString: "Invalid parameter: the event name must be a string",
  priorityNotPositive: "Invalid parameter: the priority must be a positive number",
  containerNotElement: "Invalid parameter: the container must be an element or a selector",
  invalidValue: "Invalid parameter: the value is invalid or damaged",
  backendUrlMissing: "Missing parameter: the backend URL is missing from the configuration",
  containerMissing: "Template error: the container element is missing",
  canvasContextUnavailable: "Template error: the canvas context is unavailable",
  inputProviderNotRetrieved: "Input provider error: the input provider cannot be retrieved",
  inputProviderNotSpecified: "Input provider error: no input provider was specified",
  inputProviderNotAvailable: "Input provider error: the input provider is not available",
  browserOnly: "Platform error: this is a browser-only function",
  unsupportedEnvironment: "Platform error: this environment is not supported",
} as const;

export type HostErrorCode = keyof typeof HOST_ERROR_MESSAGES;

export class IdentityJourneyError extends Error {
  override readonly name = "IdentityJourneyError";

  constructor(
    readonly code: HostErrorCode,
    /** The option or argument at fault (`container`, `on: priority`…), where one is. */
    readonly parameter?: string,
  ) {
    super(
      parameter === undefined
        ? HOST_ERROR_MESSAGES[code]
        : `${HOST_ERROR_MESSAGES[code]} (${parameter})`,
    );
  }
}
