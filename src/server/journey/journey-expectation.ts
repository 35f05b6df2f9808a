/**
 * What the checks of a photo for the journey's current action compare it with: a card's back,
 * with what its front left; a selfie, with the photo of the front that passed (a passport's data
 * page, a card's front), which holds the portrait; a proof of address, with the holder's names
 * the document gave, the address the application answered to the flow's home address step or
 * its user-input form gave (once either has) and the step's period; a health certificate, with
 * the document's holder.
 */
import type { ApplicationStore } from "../storage/application-store/application-store.ts";
import {
  addressIn,
  userInputAddressOf,
  type HomeAddressStep,
} from "./address-proof/answered-address.ts";
import type { CaptureStorage } from "./capture-storage.ts";
import {
  DEFAULT_ISSUED_WITHIN_MONTHS,
  JourneyError,
  type JourneyExpectation,
  type ServerJourneyDefinition,
} from "./journey-contracts.ts";
import type { CaptureRecord, JourneyRecord } from "./journey-records.ts";
import { mergedValues } from "./journey-result.ts";

export interface ExpectationSources {
  storage: CaptureStorage;
  store: Pick<ApplicationStore, "latestSubmissions">;
  definition: ServerJourneyDefinition;
  /** The flow's home address step; without one, only the user-input form gives an address. */
  homeAddress: HomeAddressStep | undefined;
  now: () => number;
}

export async function expectationOf(
  journey: JourneyRecord,
  captures: readonly CaptureRecord[],
  { storage, store, definition, homeAddress, now }: ExpectationSources,
): Promise<JourneyExpectation> {
  const passedFronts = captures.filter(
    (capture) => capture.action === "IDENTITY:FRONT" && capture.highLevelResult === "Passed",
  );
  if (journey.action === "SELFIE") {
    const passedFront = passedFronts.at(-1);
    const documentPhoto = passedFront?.storageKey
      ? await storage.get(passedFront.storageKey).catch((error: unknown) => {
          throw new JourneyError("storageUnavailable", undefined, { cause: error });
        })
      : undefined;
    return { action: "SELFIE", documentPhoto };
  }
  if (journey.action === "ADDRESS") {
    const values = mergedValues(captures);
    const step = definition.steps.find((candidate) => candidate.action === "ADDRESS");
    const answers = await store.latestSubmissions(journey.applicationId);
    return {
      action: "ADDRESS",
      holder:
        values.FirstName && values.LastName
          ? { firstName: values.FirstName, lastName: values.LastName }
          : undefined,
      address:
        (homeAddress && addressIn(homeAddress.fields, answers.get(homeAddress.step)?.data)) ??
        userInputAddressOf(journey.userInput),
      issuedWithinMonths: step?.addressProof?.issuedWithinMonths ?? DEFAULT_ISSUED_WITHIN_MONTHS,
      today: new Date(now()).toISOString().slice(0, 10),
    };
  }
  if (journey.action === "COVID") {
    const values = mergedValues(captures);
    return {
      action: "COVID",
      holder:
        values.FirstName && values.LastName
          ? { firstName: values.FirstName, lastName: values.LastName, birthDate: values.BirthDate }
          : undefined,
      now: now(),
    };
  }
  if (journey.action !== "IDENTITY:BACK") return { action: "IDENTITY:FRONT" };
  const front = passedFronts.findLast((capture) => capture.findings?.front);
  return { action: "IDENTITY:BACK", front: front?.findings?.front };
}
