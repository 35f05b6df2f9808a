/**
 * The address a proof of address is checked against: the application's latest answer to the
 * flow's home address step (the route that carries `homeAddress`, which names the fields of its
 * street, building number, postal code and town), else the home address of the journey's
 * user-input form (house name or number, street name, town, postal code). None before either is
 * sent, and none from answers while no route carries `homeAddress`.
 */
import type { FlowDefinition, HomeAddressFields } from "../../../shared/flow/flow-definition.ts";
import type { AnsweredAddress } from "../journey-contracts.ts";

/** The flow's step whose answer is the applicant's home address, with the field of each part. */
export interface HomeAddressStep {
  /** The route's name, under which its answers are saved. */
  step: string;
  fields: HomeAddressFields;
}

/** The fields of the user-input form's home address (schemas/identityUserInput.schema.json). */
const USER_INPUT_ADDRESS: HomeAddressFields = {
  street: "streetName",
  buildingNumber: "houseNameNumber",
  postalCode: "postalCode",
  city: "town",
};

/** The flow's home address step: the route that carries `homeAddress` (the config lint allows one). */
export function homeAddressStepOf(
  flow: Pick<FlowDefinition, "routes">,
): HomeAddressStep | undefined {
  const route = flow.routes.find((candidate) => candidate.homeAddress);
  return route?.homeAddress && { step: route.name, fields: route.homeAddress };
}

/** The address in answers whose parts are the fields `fields` names, when it has every part. */
export function addressIn(
  fields: HomeAddressFields,
  data: Readonly<Record<string, unknown>> | null | undefined,
): AnsweredAddress | undefined {
  if (!data) return undefined;
  const street = data[fields.street];
  const buildingNumber = data[fields.buildingNumber];
  const postalCode = data[fields.postalCode];
  const city = data[fields.city];
  if (
    typeof street !== "string" ||
    typeof buildingNumber !== "string" ||
    typeof postalCode !== "string" ||
    typeof city !== "string"
  )
    return undefined;
  return { street, buildingNumber, postalCode, city };
}

/**
 * The home address in a step's answers: for the home address step, read by its fields; for any
 * other step, or while the flow has no home address step, none.
 */
export function answeredAddressOf(
  home: HomeAddressStep | undefined,
  step: string,
  data: Readonly<Record<string, unknown>> | undefined,
): AnsweredAddress | undefined {
  return home && step === home.step ? addressIn(home.fields, data) : undefined;
}

/** The address of the user-input form's answers (schemas/identityUserInput.schema.json). */
export function userInputAddressOf(
  answers: Readonly<Record<string, unknown>> | null,
): AnsweredAddress | undefined {
  return addressIn(USER_INPUT_ADDRESS, answers);
}
