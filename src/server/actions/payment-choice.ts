/**
 * The first deposit offered with the confirmation of the answers (spec §3 payment gateways
 * BLUE_MEDIA=1, TRUSTLY=2; §7 callbacks): a gateway must be configured to be chosen; once the
 * step is saved the browser is sent to it (`callbackBluemedia` / `callbackTrustly` with the
 * gateway's URL and a query naming the application and the page to come back to, the
 * account-open loader).
 */
import { basePathFor, siteBrandFor } from "../../shared/brand/locales.ts";
import { fieldErrors } from "./proxy-answer.ts";
import type { StepHook, StepHookInput } from "./step-action.ts";

const GATEWAYS = {
  1: { callback: "callbackBluemedia", url: "blueMedia" },
  2: { callback: "callbackTrustly", url: "trustly" },
} as const;

function gatewayOf(input: StepHookInput) {
  const chosen = input.data.paymentGateway;
  return chosen === 1 || chosen === 2 ? GATEWAYS[chosen] : undefined;
}

export const paymentGatewayConfigured: StepHook = (input) => {
  const gateway = gatewayOf(input);
  if (!gateway || input.services.config.payment[gateway.url]) return Promise.resolve(undefined);
  const message = input.services.translate(input.request.language, [
    "summaryAndPaymentChoice:fields.paymentGateway.errors.enum",
  ]);
  return Promise.resolve(fieldErrors({ paymentGateway: [message] }));
};

export function paymentCallback(
  input: StepHookInput,
): Promise<Record<string, unknown> | undefined> {
  const gateway = gatewayOf(input);
  const url = gateway && input.services.config.payment[gateway.url];
  if (!gateway || !url) return Promise.resolve(undefined);
  const { request, session } = input;
  const brand = siteBrandFor(request.version, request.language);
  const returnPath = `${basePathFor({ brand, language: request.language })}/account-open`;
  const query = new URLSearchParams({ orderId: session.application.id, returnUrl: returnPath });
  return Promise.resolve({
    callback: { name: gateway.callback, args: { Url: url, Query: `?${query.toString()}` } },
  });
}
