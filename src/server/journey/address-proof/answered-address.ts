/**
 * The address a proof of address is checked against: the application's latest answer to the
 * address step (`addressDetails`: street, building number, postal code, town), else the home
 * address of the journey's user-input form (house name or number, street name, town, postal
 * code). None before either is sent.
 */
import type { AnsweredAddress } from "../journey-contracts.ts";

/** The flow's step that holds the applicant's home address. */
export const ADDRESS_STEP = "addressDetails";

/** The address in an address step's answers, when it has every part. */
export function answeredAddressOf(
  data: Readonly<Record<string, unknown>> | undefined,
): AnsweredAddress | undefined {
  if (!data) return undefined;
  const { street, buildingNumber, postalCode, city } = data;
  if (
    typeof street !== "string" ||
    typeof buildingNumber !== "string" ||
    typeof postalCode !== "string" ||
    typeof city !== "string"
  )
    return undefined;
  return { street, buildingNumber, postalCode, city };
}

/** The address of the user-input form's answers (schemas/identityUserInput.schema.json). */
export function userInputAddressOf(
  answers: Readonly<Record<string, unknown>> | null,
): AnsweredAddress | undefined {
  if (!answers) return undefined;
  return answeredAddressOf({
    street: answers.streetName,
    buildingNumber: answers.houseNameNumber,
    postalCode: answers.postalCode,
    city: answers.town,
  });
}
