// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderStep } from "./render-step.tsx";

afterEach(cleanup);

describe("registration form", () => {
  it("confirms the email with 'save and continue' and resets when the email changes", async () => {
    renderStep("newAccount", {
      initialData: { residenceCountry: "IE" },
      context: { languageCountry: "GB" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const email = screen.getByLabelText(/^Email address/);
    fireEvent.change(email, { target: { value: "jan@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Email is confirmed")).toBeTruthy();
    fireEvent.change(email, { target: { value: "jan@example.org" } });
    expect(screen.queryByText("Email is confirmed")).toBeNull();
    expect(screen.getByRole("button", { name: "Save and continue" })).toBeTruthy();
  });
});
