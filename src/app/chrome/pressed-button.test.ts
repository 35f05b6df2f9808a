// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { lastPressedButton } from "./pressed-button.ts";

function button(className: string): HTMLButtonElement {
  const element = document.createElement("button");
  element.className = className;
  element.textContent = "Next";
  document.body.append(element);
  return element;
}

describe("lastPressedButton", () => {
  afterEach(() => document.body.replaceChildren());

  it("is the product's button clicked last, for a second", () => {
    const next = button("button button--primary");
    next.click();
    expect(lastPressedButton()).toBe(next);
    expect(lastPressedButton(performance.now() + 1500)).toBeUndefined();
  });

  it("is the button that submitted a form by Enter", () => {
    const form = document.createElement("form");
    const submit = document.createElement("button");
    submit.className = "button";
    submit.type = "submit";
    form.append(submit);
    form.addEventListener("submit", (event) => event.preventDefault());
    document.body.append(form);
    form.requestSubmit(submit);
    expect(lastPressedButton()).toBe(submit);
  });

  it("ignores buttons that are not the product's own, and one no longer on the page", () => {
    const own = button("button");
    own.click();
    button("altcha-checkbox").click();
    expect(lastPressedButton()).toBe(own);
    own.remove();
    expect(lastPressedButton()).toBeUndefined();
  });
});
