import { describe, expect, it } from "vitest";
import { nameCase } from "./name-case.ts";

describe("nameCase", () => {
  it.each([
    ["ANNA MARIA", "Anna Maria"],
    ["KOWALSKA-NOWAK", "Kowalska-Nowak"],
    ["O'BRIEN", "O'Brien"],
    ["D’ANGELO", "D’Angelo"],
    ["MCDONALD", "McDonald"],
    ["MCCARTHY-JONES", "McCarthy-Jones"],
    ["MAR'YANA", "Mar'yana"],
    ["ŻÓŁKIEWSKA-ŚLĄSKA", "Żółkiewska-Śląska"],
    ["ŁUKASZ", "Łukasz"],
    ["YILMAZ", "Yilmaz"],
    ["İSMAİL IŞIK", "İsmail Işık"],
    ["ΟΔΥΣΣΕΑΣ", "Οδυσσεας"],
    ["JOHN PAUL II", "John Paul II"],
    ["  JAN   MARIA ", "Jan Maria"],
    ["J", "J"],
  ])("writes %j as %j", (text, name) => {
    expect(nameCase(text)).toBe(name);
  });

  it("leaves a name that is already written with small letters as it is", () => {
    expect(nameCase("McDonald")).toBe("McDonald");
    expect(nameCase("van der Berg")).toBe("van der Berg");
    expect(nameCase("de la Cruz")).toBe("de la Cruz");
  });
});
