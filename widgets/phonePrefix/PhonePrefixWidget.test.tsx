// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { phonePrefixExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = phonePrefixExamples;
const messages = { "example:fields.phoneNumberPrefix.label": "Country code" };
const box = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Country code" });

describe("phonePrefix", () => {
  it("chooses the first entry when nothing is chosen: the page's country", () => {
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    expect(data.last().phoneNumberPrefix).toBe("DE");
    expect(box().value).toBe("+49 Germany");
  });

  it("lists every country with its code, and leaves out one kept for other e-mail domains", () => {
    renderExample(example, { messages });
    fireEvent.click(screen.getByRole("button", { name: "Show options" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "+49 Germany",
      "+48 Poland",
      "+380 Ukraine",
    ]);
  });

  it("finds a country by the digits of its code", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    await user.click(box());
    await user.clear(box());
    await user.keyboard("380");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "+380 Ukraine",
    ]);
    await user.tab();
    expect(data.last().phoneNumberPrefix).toBe("UA");
  });

  it("chooses the residence's code on a page whose language lists other countries first", () => {
    const data = dataRecorder();
    renderExample(example, {
      messages,
      onDataChange: data.onDataChange,
      context: { language: "ru", languageCountry: "PL", residenceCountry: "PL" },
    });
    expect(data.last().phoneNumberPrefix).toBe("PL");
    expect(box().value).toBe("+48 Poland");
    // The language's list is the order of the entries, not the choice.
    fireEvent.click(screen.getByRole("button", { name: "Show options" }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "+380 Ukraine",
      "+48 Poland",
      "+49 Germany",
    ]);
  });
});
