// @vitest-environment jsdom
/**
 * A single tick box's help reads after the box and its label (registration's marketing consent:
 * "you can open your account without this"), still tied to the box for screen readers; a text
 * field's help stays above its input.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderExample } from "./render-example.tsx";

afterEach(cleanup);

const example = {
  name: "a consent with help, and a text field with help",
  schema: {
    type: "object",
    properties: { marketingAgreement: { type: "boolean" }, city: { type: "string" } },
  },
  uiSchema: { marketingAgreement: { "ui:widget": "checkbox" } },
  formData: {},
};

const messages = {
  "example:fields.marketingAgreement.label": "Send me offers (optional)",
  "example:fields.marketingAgreement.help": "You can open your account without this.",
  "example:fields.city.label": "Town or city",
  "example:fields.city.help": "As on your documents.",
};

const follows = (first: Node, second: Node) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe("help texts", () => {
  it("puts a tick box's help after it, and a text field's before it", () => {
    renderExample(example, { messages });
    const box = screen.getByRole("checkbox", { name: "Send me offers (optional)" });
    const boxHelp = screen.getByText("You can open your account without this.");
    expect(follows(box, boxHelp)).toBe(true);
    expect(box.getAttribute("aria-describedby")).toContain(boxHelp.id);

    const city = screen.getByRole("textbox", { name: "Town or city" });
    const cityHelp = screen.getByText("As on your documents.");
    expect(follows(cityHelp, city)).toBe(true);
  });
});
