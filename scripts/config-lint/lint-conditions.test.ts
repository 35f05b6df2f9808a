import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../src/server/config/project-files.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { lintSteps } from "./lint-steps.ts";
import { FORM_WIDGETS } from "./lint-widgets.ts";

const PERSONAL = "schemas/personalDataConfirm.schema.json";
const NOT_PERSONAL = "is not a field of personalDataConfirm.schema.json";
const FLOW = "flows/onboarding.flow.json";

/** The `data` part of a next rule's condition: `{ properties: { data: { properties } } }`. */
function dataCondition(properties: Record<string, JsonSchema>): JsonSchema {
  return { properties: { data: { properties } } };
}

// A schema is changed as its file is written (`writtenSchema`, with its `$defs`), where the lint
// reads conditions.
describe("config lint: a schema's if/then/else tests fields of its own schema", () => {
  it("names an if that tests a field the schema does not have, with the field it probably meant", () => {
    const files = loadProjectFiles();
    const schema = files.steps.get("personalDataConfirm")!.writtenSchema!;
    // The slip that made the server refuse a valid answer: the part never applied.
    schema.allOf![0]!.if = {
      properties: { citizenshp: { const: "DE" } },
      required: ["citizenshp"],
    };
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `${PERSONAL}: /allOf/0/if/properties/citizenshp: "citizenshp" ${NOT_PERSONAL}; did you mean "citizenship"?`,
      `${PERSONAL}: /allOf/0/if/required/0: "citizenshp" ${NOT_PERSONAL}; did you mean "citizenship"?`,
    ]);
  });

  it("looks into nested parts, the condition's own logic and the $defs an if names", () => {
    const files = loadProjectFiles();
    const address = files.steps.get("addressDetails")!.writtenSchema!;
    const contact = (address.allOf![1]!.then as JsonSchema).allOf![0]!;
    contact.if = { properties: { contactCountyr: { const: "PL" } } };
    const personal = files.steps.get("personalDataConfirm")!.writtenSchema!;
    personal.$defs!.noPeselTicked = { properties: { noPesell: { const: true } } };
    personal.allOf![4]!.if = { anyOf: [{ not: { required: ["documentTyp"] } }] };
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      'schemas/addressDetails.schema.json: /allOf/1/then/allOf/0/if/properties/contactCountyr: "contactCountyr" is not a field of addressDetails.schema.json; did you mean "contactCountry"?',
      `${PERSONAL}: /$defs/noPeselTicked/properties/noPesell: "noPesell" ${NOT_PERSONAL}; did you mean "noPesel"?`,
      `${PERSONAL}: /allOf/4/if/anyOf/0/not/required/0: "documentTyp" ${NOT_PERSONAL}; did you mean "documentType"?`,
    ]);
  });

  it("says where to declare a name that is no near miss", () => {
    const files = loadProjectFiles();
    files.steps.get("currencyChoice")!.writtenSchema!.if = {
      properties: { brokerage: { const: "x" } },
    };
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `schemas/currencyChoice.schema.json: /if/properties/brokerage: "brokerage" is not a field of currencyChoice.schema.json; add it to the schema's properties (or one of its conditional parts) or remove it`,
    ]);
  });
});

describe("config lint: the flow's next rules test what the step gives them", () => {
  it("names a rule testing a field the step's schema does not have, with the field it probably meant", () => {
    const files = loadProjectFiles();
    // The slip that sent "Upload from this device" past the identity document: the rule matched
    // every answer.
    files.flow.next.dataUploadChoice![0]!.when = dataCondition({ dataUploadChoise: { const: 1 } });
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `${FLOW}: /next/dataUploadChoice/0/when/properties/data/properties/dataUploadChoise: "dataUploadChoise" is not a field of dataUploadChoice.schema.json or dataUploadChoice_M.schema.json; did you mean "dataUploadChoice"?`,
    ]);
  });

  it("names what a rule tests of the condition's parts, the saved steps and an action's own data", () => {
    const files = loadProjectFiles();
    files.flow.next.mobileDesktopChoice![0]!.when = {
      anyOf: [
        { properties: { data: { required: ["mobileDesktopChoise"] } } },
        { properties: { stesp: { type: "object" } } },
      ],
    };
    files.flow.next.addressDetails![0]!.when = {
      properties: {
        steps: {
          properties: {
            personalDataConfirm: { properties: { citizenshp: { const: "PL" } } },
            personalDataConfrim: { type: "object" },
          },
        },
      },
    };
    files.flow.next["upload-try-again"]![0]!.when = dataCondition({
      journeyLeft: { exclusiveMinimum: 0 },
    });
    expect(lintSteps(files, FORM_WIDGETS)).toEqual([
      `${FLOW}: /next/mobileDesktopChoice/0/when/anyOf/1/properties/stesp: "stesp" is not what a next rule's condition tests; did you mean "steps"?`,
      `${FLOW}: /next/mobileDesktopChoice/0/when/anyOf/0/properties/data/required/0: "mobileDesktopChoise" is not a field of mobileDesktopChoice.schema.json; did you mean "mobileDesktopChoice"?`,
      `${FLOW}: /next/addressDetails/0/when/properties/steps/properties/personalDataConfrim: "personalDataConfrim" is not a step with a schema of ${FLOW}; did you mean "personalDataConfirm"?`,
      `${FLOW}: /next/addressDetails/0/when/properties/steps/properties/personalDataConfirm/properties/citizenshp: "citizenshp" ${NOT_PERSONAL}; did you mean "citizenship"?`,
      `${FLOW}: /next/upload-try-again/0/when/properties/data/properties/journeyLeft: "journeyLeft" is not what the server gives the rules of upload-try-again; did you mean "journeysLeft"?`,
    ]);
  });
});
