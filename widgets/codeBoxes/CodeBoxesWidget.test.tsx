// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dataRecorder, renderExample } from "../../tests/component/render-example.tsx";
import { codeBoxesExamples } from "./examples.ts";

afterEach(cleanup);

const [empty, partial] = codeBoxesExamples;

const messages = {
  "example:fields.confirmEmailCode2.label": "Code from the e-mail",
  "example:fields.confirmEmailCode2.digit": "Digit {{n}} of 6",
};

const box = (n: number) =>
  screen.getByRole<HTMLInputElement>("textbox", { name: `Digit ${n} of 6` });

describe("codeBoxes", () => {
  it("is a group named by the field's label, six boxes named 'digit N of 6', the first for a one-time code", () => {
    renderExample(empty, { messages });
    const group = screen.getByRole("group", { name: "Code from the e-mail" });
    expect(group.querySelectorAll("input")).toHaveLength(6);
    expect(box(1).getAttribute("autocomplete")).toBe("one-time-code");
    expect(box(2).getAttribute("autocomplete")).toBe("off");
    expect(box(1).getAttribute("inputmode")).toBe("numeric");
  });

  it("moves forward while typing and keeps the digits as the value", async () => {
    const record = dataRecorder();
    renderExample(empty, { messages, onDataChange: record.onDataChange });
    await userEvent.click(box(1));
    await userEvent.keyboard("4x82");
    expect([1, 2, 3].map((n) => box(n).value)).toEqual(["4", "8", "2"]);
    expect(document.activeElement).toBe(box(4));
    expect(record.last().confirmEmailCode2).toBe("482");
  });

  it("splits a paste across the boxes from the box pasted into", () => {
    const record = dataRecorder();
    renderExample(empty, { messages, onDataChange: record.onDataChange });
    fireEvent.paste(box(1), { clipboardData: { getData: () => "12 34 56" } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join("")).toBe("123456");
    expect(record.last().confirmEmailCode2).toBe("123456");
  });

  it("goes back and clears with Backspace in an empty box; arrows move", async () => {
    const record = dataRecorder();
    renderExample(partial, { messages, onDataChange: record.onDataChange });
    await userEvent.click(box(4));
    await userEvent.keyboard("{Backspace}");
    expect(box(3).value).toBe("");
    expect(document.activeElement).toBe(box(3));
    expect(record.last().confirmEmailCode2).toBe("12");
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(box(2));
  });
});
