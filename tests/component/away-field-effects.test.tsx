// @vitest-environment jsdom
/**
 * A field that a conditional part takes away stays built. A plain widget's effects stay with it;
 * a widget marked `stopsWhileAway` has its effects stopped while its field is away and started
 * again when it comes back.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { customizeValidator } from "@rjsf/validator-ajv8";
import type { WidgetProps } from "@rjsf/utils";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mapTranslator, StepForm, stopsWhileAway } from "../../src/engine/index.ts";
import { COMMON_MESSAGES } from "./render-example.tsx";

afterEach(cleanup);

const schema = {
  type: "object",
  properties: { away: { type: "boolean" } },
  allOf: [
    {
      if: { properties: { away: { const: true } }, required: ["away"] },
      else: { properties: { note: { type: "string" }, query: { type: "string" } } },
    },
  ],
};

const uiSchema = {
  "ui:order": ["away", "note", "query"],
  note: { "ui:widget": "counted" },
  query: { "ui:widget": "stopping" },
};

const messages = {
  ...COMMON_MESSAGES,
  "example:fields.away.label": "Not now",
  "example:fields.note.label": "Note",
  "example:fields.query.label": "Query",
};

/** A widget whose effect logs its start and stop under its field's name. */
function countedWidget(log: string[]) {
  return function Counted({ id, value, onChange }: WidgetProps) {
    useEffect(() => {
      log.push(`start ${id}`);
      return () => void log.push(`stop ${id}`);
    }, [id]);
    return (
      <input
        id={id}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  };
}

function renderForm(log: string[]) {
  render(
    <StepForm
      namespace="example"
      schema={schema}
      uiSchema={uiSchema}
      initialData={{}}
      widgets={{
        counted: countedWidget(log),
        stopping: stopsWhileAway(countedWidget(log)),
      }}
      translator={mapTranslator(messages)}
      submit={async () => undefined}
      validator={customizeValidator()}
    />,
  );
}

describe("a field that goes away", () => {
  it("keeps a plain widget's effects and stops a stopsWhileAway widget's until it is back", () => {
    const log: string[] = [];
    renderForm(log);
    expect(log.toSorted()).toEqual(["start root_note", "start root_query"]);
    const note = screen.getByLabelText("Note");
    log.length = 0;

    fireEvent.click(screen.getByRole("checkbox", { name: "Not now" }));
    expect(log).toEqual(["stop root_query"]);
    expect(screen.queryByRole("textbox", { name: "Note" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Query" })).toBeNull();

    log.length = 0;
    fireEvent.click(screen.getByRole("checkbox", { name: "Not now" }));
    expect(log).toEqual(["start root_query"]);
    // Built once: the note's input is the same element.
    expect(screen.getByRole("textbox", { name: "Note" })).toBe(note);
    expect(screen.getByRole("textbox", { name: "Query" })).not.toBeNull();
  });
});
