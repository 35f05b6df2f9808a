/** The country a registration says the user lives in: the confirmed language country, or the chosen one. */
import type { NewAccountPayload } from "../generated/step-payloads.ts";

export function residenceOfRegistration(data: Partial<NewAccountPayload>): string | undefined {
  return data.residenceConfirm === true ? data.languageCountry : data.residenceCountry;
}
