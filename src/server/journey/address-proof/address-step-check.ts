/**
 * The proof of address against the answer to the flow's home address step (the route that
 * carries `homeAddress`, read by the journey service's `homeAddress`; no check while none does):
 * when the application's latest journey has a proof of address that passed on its holder's name
 * and its date, the lines read off it must hold the street with its number, the postal code and
 * the town the client answered.
 * The result, and the parts the page lacked, are kept with the journey (its `addressCheck` and
 * its ProofPolicy detail) for the staff who open the account; the client's answer stands.
 */
import { checkDetailsOf } from "../check-details.ts";
import type { JourneyService } from "../journey-service.ts";
import type { AddressCheck, JourneyRecords } from "../journey-records.ts";
import { mergedValues } from "../journey-result.ts";
import { answeredAddressOf } from "./answered-address.ts";
import { ADDRESS_PARTS, findHolder } from "./proof-holder.ts";

export async function recordAddressProofCheck(
  journeys: { service: JourneyService; records: JourneyRecords },
  applicationId: string,
  step: string,
  answers: Readonly<Record<string, unknown>>,
  now = Date.now(),
): Promise<AddressCheck | undefined> {
  const address = answeredAddressOf(journeys.service.homeAddress, step, answers);
  if (!address) return undefined;
  const { journey } = await journeys.records.latestOf(applicationId);
  if (!journey) return undefined;
  const captures = await journeys.records.captures(journey.id);
  const proof = captures
    .filter((capture) => capture.action === "ADDRESS" && capture.highLevelResult === "Passed")
    .at(-1)?.findings?.addressProof;
  const values = mergedValues(captures);
  if (!proof || !values.FirstName || !values.LastName) return undefined;
  const found = findHolder(proof.lines, {
    firstName: values.FirstName,
    lastName: values.LastName,
    ...address,
  });
  const missing = ADDRESS_PARTS.filter((part) => !found.address[part]);
  const addressCheck: AddressCheck = {
    result: missing.length === 0 ? "Passed" : "Failed",
    missing,
    checkedAt: now,
  };
  const definition = await journeys.service.definitionOf(journey);
  await journeys.records.recordAddressCheck(
    journey.id,
    addressCheck,
    checkDetailsOf(
      captures,
      { ...journey, addressCheck },
      definition.steps.map((definedStep) => definedStep.action),
    ),
  );
  return addressCheck;
}
