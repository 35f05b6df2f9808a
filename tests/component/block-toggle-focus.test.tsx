// @vitest-environment jsdom
/**
 * "+ Add another country of tax residence" opens the second block and moves focus into it, to the
 * first control of its first field; the next Tab is not back on the button, which now removes
 * the block. Removing leaves focus on the button.
 */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isShown, renderStep } from "./render-step.tsx";

afterEach(cleanup);

describe("a block opened by its button", () => {
  it("takes focus to the block's first field, and leaves it on the button when removed", async () => {
    const { container } = renderStep("taxOfficeDetails", {
      initialData: { firstTaxCountry: "DE", firstTinNumber: "12345678901" },
      context: { languageCountry: "GB", taxResidenceFlag: 1 },
    });
    const add = screen.getByRole("button", { name: "+ Add another country of tax residence" });
    add.focus();
    fireEvent.click(add);
    const secondCountry = container.querySelector<HTMLElement>("[data-field=secondTaxCountry]")!;
    await waitFor(() => expect(secondCountry.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).toBe("INPUT");
    screen.getByRole("combobox", { name: "Second country of tax residence" });

    const remove = screen.getByRole("button", { name: "Remove the second country" });
    remove.focus();
    fireEvent.click(remove);
    // The block's fields stay built, out of view, should it be opened again.
    expect(container.querySelector("[data-field=secondTaxCountry]")).toBe(secondCountry);
    expect(isShown(secondCountry)).toBe(false);
    expect(screen.queryByRole("combobox", { name: "Second country of tax residence" })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "+ Add another country of tax residence" }),
    );
  });
});
