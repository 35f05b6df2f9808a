import { describe, expect, it } from "vitest";
import { loadDictionaries, loadSteps } from "../../server/config/project-files.ts";
import { applyEffects } from "./apply-effects.ts";
import { engineOptionsOf, type Effect } from "./engine-ui-schema.ts";

const ticked = (field: string) => ({ properties: { [field]: { const: true } }, required: [field] });

describe("applyEffects triggers", () => {
  const clearB: Effect = { when: ticked("a"), clear: ["b"] };

  it("fires a when effect as its condition becomes true", () => {
    expect(applyEffects([clearB], { b: "x" }, { a: true, b: "x" }).data).toEqual({ a: true });
  });

  it("does not fire a when effect while its condition stays true", () => {
    expect(applyEffects([clearB], { a: true }, { a: true, b: "typed" }).data).toEqual({
      a: true,
      b: "typed",
    });
  });

  it("does not fire a when effect while its condition stays false", () => {
    expect(applyEffects([clearB], { a: false, b: "x" }, { a: false, b: "y" }).data).toEqual({
      a: false,
      b: "y",
    });
  });

  it("fires an onChange effect whenever the field's value changes, and not otherwise", () => {
    const effect: Effect = { onChange: "email", clear: ["confirmEmail"] };
    expect(
      applyEffects([effect], { email: "a", confirmEmail: "a" }, { email: "ab", confirmEmail: "a" })
        .data,
    ).toEqual({ email: "ab" });
    expect(applyEffects([effect], { email: "a" }, { email: "a", confirmEmail: "a" }).data).toEqual({
      email: "a",
      confirmEmail: "a",
    });
  });

  it("sets values and clears fields", () => {
    const effect: Effect = { when: ticked("a"), set: { c: 1 }, clear: ["b"] };
    expect(applyEffects([effect], {}, { a: true, b: 2 }).data).toEqual({ a: true, c: 1 });
  });

  it("does not change the data objects it is given", () => {
    const after = { a: true, b: "x" };
    applyEffects([clearB], {}, after);
    expect(after).toEqual({ a: true, b: "x" });
  });
});

describe("applyEffects remember and restore", () => {
  const effects: Effect[] = [
    { when: ticked("noLimitExpiryDate"), remember: ["documentExpirationDate"] },
  ];

  it("clears the expiry date when no-expiry is ticked and puts it back when unticked", () => {
    const ticking = applyEffects(
      effects,
      { documentExpirationDate: "2030-01-01" },
      { documentExpirationDate: "2030-01-01", noLimitExpiryDate: true },
    );
    expect(ticking.data).toEqual({ noLimitExpiryDate: true });
    const unticking = applyEffects(
      effects,
      ticking.data,
      { noLimitExpiryDate: false },
      ticking.memory,
    );
    expect(unticking.data).toEqual({
      noLimitExpiryDate: false,
      documentExpirationDate: "2030-01-01",
    });
    expect(unticking.memory).toEqual({});
  });

  it("remembers the date even when the same change already dropped it (the field it hides)", () => {
    // RJSF omits fields its schema no longer shows before the change reaches the effects.
    const ticking = applyEffects(
      effects,
      { documentExpirationDate: "2030-01-01" },
      { noLimitExpiryDate: true },
    );
    const unticking = applyEffects(
      effects,
      ticking.data,
      { noLimitExpiryDate: false },
      ticking.memory,
    );
    expect(unticking.data).toEqual({
      noLimitExpiryDate: false,
      documentExpirationDate: "2030-01-01",
    });
  });

  it("restores nothing when no date was entered before ticking", () => {
    const ticking = applyEffects(effects, {}, { noLimitExpiryDate: true });
    const unticking = applyEffects(
      effects,
      ticking.data,
      { noLimitExpiryDate: false },
      ticking.memory,
    );
    expect(unticking.data).toEqual({ noLimitExpiryDate: false });
  });
});

describe("applyEffects chaining", () => {
  it("runs effects in order, later ones seeing the changes of earlier ones", () => {
    const effects: Effect[] = [
      { when: ticked("a"), set: { b: true } },
      { when: ticked("b"), clear: ["c"] },
    ];
    expect(applyEffects(effects, { c: 1 }, { a: true, c: 1 }).data).toEqual({ a: true, b: true });
  });

  it("lets a later effect overwrite what an earlier one set", () => {
    const effects: Effect[] = [
      { when: ticked("a"), set: { b: 1 } },
      { when: ticked("a"), set: { b: 2 } },
    ];
    expect(applyEffects(effects, {}, { a: true }).data).toEqual({ a: true, b: 2 });
  });
});

describe("personalDataConfirm effects", () => {
  const steps = loadSteps(loadDictionaries());
  const effects = engineOptionsOf(steps.get("personalDataConfirm")!.uiSchema).effects;

  it("clears pesel when citizenship leaves PL", () => {
    const { data } = applyEffects(
      effects,
      { citizenship: "PL", language: "en", pesel: "44051401359" },
      { citizenship: "FR", language: "en", pesel: "44051401359" },
    );
    expect(data.pesel).toBeUndefined();
    expect(data.citizenship).toBe("FR");
  });

  it("keeps pesel while citizenship stays PL", () => {
    const before = { citizenship: "PL", language: "en" };
    const { data } = applyEffects(effects, before, { ...before, pesel: "44051401359" });
    expect(data.pesel).toBe("44051401359");
  });

  it("sets noPesel when citizenship leaves PL for the Polish language", () => {
    const { data } = applyEffects(
      effects,
      { citizenship: "PL", language: "pl", pesel: "44051401359" },
      { citizenship: "FR", language: "pl", pesel: "44051401359" },
    );
    expect(data.noPesel).toBe(true);
    expect(data.pesel).toBeUndefined();
  });

  it("does not set noPesel when citizenship leaves PL for another language", () => {
    const { data } = applyEffects(
      effects,
      { citizenship: "PL", language: "en" },
      { citizenship: "FR", language: "en" },
    );
    expect(data.noPesel).toBeUndefined();
  });

  it("clears no-expiry when citizenship becomes DE", () => {
    const { data } = applyEffects(
      effects,
      { citizenship: "FR", noLimitExpiryDate: true },
      { citizenship: "DE", noLimitExpiryDate: true },
    );
    expect(data.noLimitExpiryDate).toBeUndefined();
  });

  it("puts the remembered expiry date back when citizenship becomes DE", () => {
    const tick = applyEffects(
      effects,
      { citizenship: "FR", documentExpirationDate: "2030-05-01" },
      { citizenship: "FR", documentExpirationDate: "2030-05-01", noLimitExpiryDate: true },
    );
    expect(tick.data.documentExpirationDate).toBeUndefined();
    const { data } = applyEffects(
      effects,
      tick.data,
      { ...tick.data, citizenship: "DE" },
      tick.memory,
    );
    expect(data.noLimitExpiryDate).toBeUndefined();
    expect(data.documentExpirationDate).toBe("2030-05-01");
  });

  it("clears the identification number when noPesel is unticked", () => {
    const before = { citizenship: "PL", language: "pl", noPesel: true, identificationNumber: "X1" };
    const { data } = applyEffects(effects, before, { ...before, noPesel: false });
    expect(data.identificationNumber).toBeUndefined();
  });
});

describe("newAccount effects", () => {
  const steps = loadSteps(loadDictionaries());
  const effects = engineOptionsOf(steps.get("newAccount")!.uiSchema).effects;

  it("clears the confirmed email when the email changes", () => {
    const before = { email: "jan@example.com", confirmEmail: "jan@example.com" };
    const { data } = applyEffects(effects, before, { ...before, email: "jan@example.org" });
    expect(data).toEqual({ email: "jan@example.org" });
  });

  it("keeps the confirmed email when another field changes", () => {
    const before = { email: "jan@example.com", confirmEmail: "jan@example.com" };
    const { data } = applyEffects(effects, before, { ...before, password: "x" });
    expect(data.confirmEmail).toBe("jan@example.com");
  });
});
