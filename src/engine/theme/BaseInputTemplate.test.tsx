// @vitest-environment jsdom
/**
 * Text inputs are uncontrolled: typing re-renders nothing, the filter keeps the caret after what
 * stayed, and a value that changes from elsewhere is written into the input.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { mapTranslator, StepForm, type FormData } from "../index.ts";

afterEach(cleanup);

const schema = {
  type: "object",
  properties: {
    country: { type: "string", enum: ["PL", "IE"] },
    postalCode: { type: "string", maxLength: 10 },
    name: { type: "string" },
  },
};

const uiSchema = {
  "ui:order": ["country", "postalCode", "name"],
  "ui:effects": [{ onChange: "country", clear: ["postalCode"] }],
  postalCode: { "ui:options": { inputFilter: "digits" } },
};

const translator = mapTranslator({
  "test:fields.country.label": "Country",
  "test:fields.postalCode.label": "Postal code",
  "test:fields.name.label": "Name",
  "common:next": "Next",
});

function renderForm(initialData: FormData = {}) {
  let data: FormData = initialData;
  let commits = 0;
  render(
    <Profiler id="form" onRender={() => commits++}>
      <StepForm
        namespace="test"
        schema={schema}
        uiSchema={uiSchema}
        validator={customizeValidator()}
        translator={translator}
        initialData={initialData}
        onDataChange={(next) => (data = next)}
        submit={async () => undefined}
      />
    </Profiler>,
  );
  return { data: () => data, commits: () => commits };
}

/** What the browser does for a key: the input's text changes, the caret sits at `caret`. */
function typeInto(input: HTMLInputElement, text: string, caret = text.length) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  setValue.call(input, text);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

describe("a text input", () => {
  it("takes keys without rendering anything again", () => {
    const form = renderForm();
    const name = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    const before = form.commits();
    for (const text of ["A", "An", "Ann", "Anna"]) typeInto(name, text);
    expect(name.value).toBe("Anna");
    expect(form.data().name).toBe("Anna");
    expect(form.commits()).toBe(before);
  });

  it("drops what its filter does not allow and keeps the caret after the characters that stayed", () => {
    const form = renderForm({ postalCode: "1234" });
    const postalCode = screen.getByRole<HTMLInputElement>("textbox", { name: "Postal code" });
    // "x" typed between "12" and "34".
    typeInto(postalCode, "12x34", 3);
    expect(postalCode.value).toBe("1234");
    expect(postalCode.selectionStart).toBe(2);
    expect(form.data().postalCode).toBe("1234");
    typeInto(postalCode, "12534", 3);
    expect(postalCode.value).toBe("12534");
    expect(form.data().postalCode).toBe("12534");
  });

  it("shows a value that changes from elsewhere", () => {
    const form = renderForm({ country: "PL", postalCode: "00950" });
    const postalCode = screen.getByRole<HTMLInputElement>("textbox", { name: "Postal code" });
    expect(postalCode.value).toBe("00950");
    fireEvent.change(screen.getByRole("combobox", { name: "Country" }), {
      target: { value: "IE" },
    });
    expect(form.data()).not.toHaveProperty("postalCode");
    expect(postalCode.value).toBe("");
  });

  it("takes a paste through its filter", () => {
    const form = renderForm();
    const postalCode = screen.getByRole<HTMLInputElement>("textbox", { name: "Postal code" });
    fireEvent.paste(postalCode, { clipboardData: { getData: () => "00-950" } });
    expect(postalCode.value).toBe("00950");
    expect(form.data().postalCode).toBe("00950");
  });
});
