// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { passwordStrengthExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = passwordStrengthExamples;

const messages = {
  "example:fields.password.label": "Password",
  "example:fields.password.show": "Show password",
  "example:fields.password.hide": "Hide password",
  "example:fields.password.strength": "Password strength: {{level}}",
  "example:fields.password.levels.weak": "weak",
  "example:fields.password.levels.medium": "medium",
  "example:fields.password.levels.strong": "strong",
  "example:fields.password.rules.0": "At least 8 characters",
  "example:fields.password.rules.1": "Upper and lower case letters",
  "example:fields.password.rules.2": "At least one digit",
  "example:fields.password.rules.3": "At least one special character",
};

const input = () => document.getElementById("root_password") as HTMLInputElement;
const meter = () => screen.getByRole("meter");
const bullets = () => [...document.querySelectorAll<HTMLLIElement>(".password__rules li")];
const metFlags = () => bullets().map((li) => li.getAttribute("data-met"));
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe("passwordStrength", () => {
  it("renders one rule bullet per part of the schema's allOf, with its text", () => {
    renderExample(example, { messages });
    expect(bullets()).toHaveLength(example.schema.properties.password.allOf.length);
    expect(bullets().map((li) => li.textContent)).toEqual([
      "At least 8 characters",
      "Upper and lower case letters",
      "At least one digit",
      "At least one special character",
    ]);
    // The bullets describe the input.
    const describedBy = input().getAttribute("aria-describedby")!.split(" ");
    expect(describedBy).toContain(bullets()[0]!.parentElement!.id);
  });

  it("renders as many bullets as the schema has rules", () => {
    const twoRules = {
      ...example,
      schema: {
        type: "object",
        properties: {
          password: { type: "string", allOf: [{ minLength: 8 }, { pattern: "[0-9]" }] },
        },
      },
    };
    renderExample(twoRules, { messages });
    expect(bullets().map((li) => li.textContent)).toEqual([
      "At least 8 characters",
      "Upper and lower case letters",
    ]);
    type("abcdefg1");
    expect(metFlags()).toEqual(["true", "true"]);
    expect(meter().getAttribute("aria-valuenow")).toBe("100");
  });

  it("marks each rule met or unmet", () => {
    renderExample(example, { messages });
    // The example's password "abcdefgh" meets the length rule only.
    expect(input().value).toBe("abcdefgh");
    expect(metFlags()).toEqual(["true", "false", "false", "false"]);
    type("abc1");
    expect(metFlags()).toEqual(["false", "false", "true", "false"]);
    type("aB!");
    expect(metFlags()).toEqual(["false", "true", "false", "true"]);
  });

  it("fills the meter 25 per rule met: weak at 1 rule, medium at 2-3, strong at 4", () => {
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    const expectMeter = (now: string, level: string, label: string) => {
      expect(meter().getAttribute("aria-valuenow")).toBe(now);
      expect(meter().classList.contains(`strength--${level}`)).toBe(true);
      expect(meter().getAttribute("aria-label")).toBe(label);
    };
    expect(meter().getAttribute("aria-valuemin")).toBe("0");
    expect(meter().getAttribute("aria-valuemax")).toBe("100");
    expectMeter("25", "weak", "Password strength: weak");
    type("abcdefg1");
    expectMeter("50", "medium", "Password strength: medium");
    type("Abcdefg1");
    expectMeter("75", "medium", "Password strength: medium");
    type("Abcdef1!");
    expectMeter("100", "strong", "Password strength: strong");
    expect(metFlags()).toEqual(["true", "true", "true", "true"]);
    expect(data.last().password).toBe("Abcdef1!");
    type("");
    expect(meter().getAttribute("aria-valuenow")).toBe("0");
    expect(meter().classList.contains("strength--none")).toBe(true);
    expect(metFlags()).toEqual(["false", "false", "false", "false"]);
    expect(data.last().password).toBeUndefined();
  });

  it("toggles the input between hidden and shown text", () => {
    renderExample(example, { messages });
    expect(input().type).toBe("password");
    const show = screen.getByRole("button", { name: "Show password" });
    expect(show.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(show);
    expect(input().type).toBe("text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(hide);
    expect(input().type).toBe("password");
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
    // The value survives the toggle.
    expect(input().value).toBe("abcdefgh");
  });

  it("labels the input with the field's label", () => {
    renderExample(example, { messages });
    expect(screen.getByLabelText("Password")).toBe(input());
  });
});
