/**
 * The address step's look-ups (spec §7 get-postal-code-addresses, and the address search box):
 * answered from the address provider for a session, counted with the session's blur checks. A
 * look-up that fails is answered empty; the client types the address by hand (spec §8 "logged only").
 */
import { fieldErrors, success, type ProxyAnswer } from "./proxy-answer.ts";
import type { ActionRequest, ProxyServices } from "./proxy-services.ts";
import { withCountedSession } from "./session-access.ts";

const POLISH_POSTAL_CODE = /^[0-9]{2}-[0-9]{3}$/;
const MAX_QUERY = 100;

export function getPostalCodeAddresses(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { postalCode } = request.payload;
  if (typeof postalCode !== "string" || !POLISH_POSTAL_CODE.test(postalCode)) {
    const message = services.translate(request.language, [
      "addressDetails:fields.postalCode.errors.pattern",
      "errors:pattern",
    ]);
    return Promise.resolve(fieldErrors({ postalCode: [message] }));
  }
  return withCountedSession(services, request, async () => {
    try {
      return success({
        postalCodeAddresses: await services.addresses.postalCodeAddresses(postalCode),
      });
    } catch (error) {
      console.warn("postal code look-up failed:", error);
      return success({ postalCodeAddresses: {} });
    }
  });
}

export function searchAddress(
  services: ProxyServices,
  request: ActionRequest,
): Promise<ProxyAnswer> {
  const { query } = request.payload;
  if (typeof query !== "string" || query.length > MAX_QUERY) {
    const message = services.translate(request.language, ["errors:pattern"]);
    return Promise.resolve(fieldErrors({ searchAddress: [message] }));
  }
  return withCountedSession(services, request, async () => {
    try {
      return success({ addresses: await services.addresses.search(query) });
    } catch (error) {
      console.warn("address search failed:", error);
      return success({ addresses: [] });
    }
  });
}
