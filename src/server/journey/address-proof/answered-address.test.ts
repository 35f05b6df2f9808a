import { describe, expect, it } from "vitest";
import { loadProjectFiles } from "../../config/project-files.ts";
import type { FlowRoute } from "../../../shared/flow/flow-definition.ts";
import { answeredAddressOf, homeAddressStepOf, userInputAddressOf } from "./answered-address.ts";

/** A flow whose compliance editors renamed the address step and its fields. */
const RENAMED: FlowRoute[] = [
  { name: "residence", schema: "residence" },
  {
    name: "homeAddressPl",
    schema: "homeAddressPl",
    homeAddress: {
      street: "ulica",
      buildingNumber: "numerDomu",
      postalCode: "kodPocztowy",
      city: "miejscowosc",
    },
  },
];

const ANSWERS = {
  ulica: "Długa",
  numerDomu: "12",
  numerLokalu: "4",
  kodPocztowy: "00-238",
  miejscowosc: "Warszawa",
};

describe("the home address answered", () => {
  it("is read from the step the flow's homeAddress is on, by the fields it names", () => {
    const home = homeAddressStepOf({ routes: RENAMED });
    expect(home?.step).toBe("homeAddressPl");
    expect(answeredAddressOf(home, "homeAddressPl", ANSWERS)).toEqual({
      street: "Długa",
      buildingNumber: "12",
      postalCode: "00-238",
      city: "Warszawa",
    });
  });

  it("is none for another step, for answers without every part and for a flow without homeAddress", () => {
    const home = homeAddressStepOf({ routes: RENAMED });
    expect(answeredAddressOf(home, "residence", ANSWERS)).toBeUndefined();
    expect(answeredAddressOf(home, "addressDetails", ANSWERS)).toBeUndefined();
    const { miejscowosc: _town, ...withoutTown } = ANSWERS;
    expect(answeredAddressOf(home, "homeAddressPl", withoutTown)).toBeUndefined();
    const unmapped = homeAddressStepOf({ routes: [{ name: "homeAddressPl" }] });
    expect(unmapped).toBeUndefined();
    expect(answeredAddressOf(unmapped, "homeAddressPl", ANSWERS)).toBeUndefined();
  });

  it("is the project flow's addressDetails step, read by its own field names", () => {
    const home = homeAddressStepOf(loadProjectFiles().flow);
    expect(home).toEqual({
      step: "addressDetails",
      fields: {
        street: "street",
        buildingNumber: "buildingNumber",
        postalCode: "postalCode",
        city: "city",
      },
    });
  });

  it("of the user-input form is read by that form's own fields", () => {
    expect(
      userInputAddressOf({
        houseNameNumber: "12",
        streetName: "Długa",
        town: "Warszawa",
        postalCode: "00-238",
      }),
    ).toEqual({ street: "Długa", buildingNumber: "12", postalCode: "00-238", city: "Warszawa" });
    expect(userInputAddressOf(null)).toBeUndefined();
  });
});
