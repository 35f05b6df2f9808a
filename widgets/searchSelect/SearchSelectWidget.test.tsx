// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { searchSelectExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = searchSelectExamples;
const messages = { "example:fields.firstPolandTaxOfficeId.label": "Your tax office" };
const box = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Your tax office" });

describe("searchSelect", () => {
  it("lists the offices under their regions, in the dictionary's order, by name within each", () => {
    renderExample(example, { messages });
    fireEvent.click(screen.getByRole("button", { name: "Show options" }));
    const groups = screen.getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-labelledby"))).toHaveLength(2);
    expect(screen.getByRole("group", { name: "Dolnośląskie" })).toBe(groups[0]);
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(names(groups[0]!)).toEqual([
      "Urząd Skarbowy w Bolesławcu",
      "Urząd Skarbowy w Bystrzycy Kłodzkiej",
    ]);
    expect(names(screen.getByRole("group", { name: "Mazowieckie" }))).toEqual([
      "Drugi Urząd Skarbowy Warszawa-Śródmieście",
      "Pierwszy Mazowiecki Urząd Skarbowy w Warszawie",
    ]);
  });

  it("finds an office by its town typed without Polish letters, and stores its code", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    await user.click(box());
    await user.keyboard("boleslaw");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Urząd Skarbowy w Bolesławcu",
    ]);
    await user.keyboard("{Enter}");
    expect(data.last().firstPolandTaxOfficeId).toBe("0202");
    expect(box().value).toBe("Urząd Skarbowy w Bolesławcu");
  });

  it("takes what is typed after a click into a chosen office's name in place of the name", async () => {
    const user = userEvent.setup();
    const data = dataRecorder();
    renderExample(example, {
      messages,
      formData: { firstPolandTaxOfficeId: "1436" },
      onDataChange: data.onDataChange,
    });
    expect(box().value).toBe("Drugi Urząd Skarbowy Warszawa-Śródmieście");
    // The click lands in the middle of the name ("…Warsza|wa…"), as a person's does.
    await user.pointer({ keys: "[MouseLeft]", target: box(), offset: 30 });
    await user.keyboard("bolesl");
    expect(box().value).toBe("bolesl");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Urząd Skarbowy w Bolesławcu",
    ]);
    await user.tab();
    expect(data.last().firstPolandTaxOfficeId).toBe("0202");
  });

  it("keeps a click within text being typed where it lands", async () => {
    const user = userEvent.setup();
    renderExample(example, { messages });
    await user.click(box());
    await user.keyboard("bysrzycy");
    await user.pointer({ keys: "[MouseLeft]", target: box(), offset: 3 });
    await user.keyboard("t");
    expect(box().value).toBe("bystrzycy");
  });
});
