// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { choiceCardsExamples } from "./examples.ts";

afterEach(cleanup);

const [example] = choiceCardsExamples;

const messages = {
  "example:fields.dataUploadChoice.label": "How would you like to verify your identity?",
  "example:fields.dataUploadChoice.enum.3": "Upload from your mobile phone",
  "example:fields.dataUploadChoice.enum.2": "Upload from this device",
  "example:fields.dataUploadChoice.enum.1": "Upload later",
};

describe("choiceCards", () => {
  it("renders a fieldset whose legend is the label", () => {
    renderExample(example, { messages });
    const group = screen.getByRole("group", {
      name: "How would you like to verify your identity?",
    });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.querySelector("legend")?.textContent).toBe(
      "How would you like to verify your identity?",
    );
  });

  it("renders one radio per option, in the schema's order, none checked at first", () => {
    renderExample(example, { messages });
    const group = screen.getByRole("group");
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(example.schema.properties.dataUploadChoice.enum.length);
    expect(
      radios.map((radio) => radio.closest("div")?.querySelector("label")?.textContent),
    ).toEqual([
      "Upload from your mobile phoneRecommended",
      "Upload from this device",
      "Upload later",
    ]);
    for (const radio of radios) expect((radio as HTMLInputElement).checked).toBe(false);
    // The radios share one name, so they form one group for the keyboard.
    expect(new Set(radios.map((radio) => radio.getAttribute("name"))).size).toBe(1);
  });

  it("shows the 'Recommended' badge only on the recommended option", () => {
    renderExample(example, { messages });
    const badges = screen.getAllByText("Recommended");
    expect(badges).toHaveLength(1);
    expect(badges[0]!.closest("label")?.textContent).toContain("Upload from your mobile phone");
    expect(screen.getByRole("radio", { name: /Upload from your mobile phone/ }).id).toBe(
      badges[0]!.closest("label")?.getAttribute("for"),
    );
    expect(screen.getByRole("radio", { name: "Upload from this device" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Upload later" })).toBeTruthy();
  });

  it("checks the option chosen and stores its value", () => {
    const data = dataRecorder();
    renderExample(example, { messages, onDataChange: data.onDataChange });
    const thisDevice = screen.getByRole("radio", { name: "Upload from this device" });
    fireEvent.click(thisDevice);
    expect((thisDevice as HTMLInputElement).checked).toBe(true);
    expect(thisDevice.closest(".choice-card")?.classList.contains("choice-card--selected")).toBe(
      true,
    );
    expect(data.last().dataUploadChoice).toBe(2);

    const later = screen.getByRole("radio", { name: "Upload later" });
    fireEvent.click(later);
    expect((later as HTMLInputElement).checked).toBe(true);
    expect((thisDevice as HTMLInputElement).checked).toBe(false);
    expect(data.last().dataUploadChoice).toBe(1);
  });

  it("shows a chosen value from the form data as checked", () => {
    renderExample(example, { messages, formData: { dataUploadChoice: 3 } });
    const mobile = screen.getByRole("radio", { name: /Upload from your mobile phone/ });
    expect((mobile as HTMLInputElement).checked).toBe(true);
  });
});
