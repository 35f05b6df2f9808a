import type { WidgetProps } from "@rjsf/utils";
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import {
  engineContextOf,
  FieldIntro,
  fieldOfId,
  leavesGroup,
  legendGroup,
  useFieldDescription,
} from "../../src/engine/index.ts";
import { boxesOf, enter, keyDown, valueOf, type Boxes, type BoxesChange } from "./code-boxes.ts";

/** @default 6 boxes; `ui:options.length` sets another count. */
const DEFAULT_LENGTH = 6;

/**
 * A one-time code in single-digit boxes (spec §2 "Confirm email"): typing moves forward, a paste
 * anywhere fills the boxes from there, Backspace in an empty box moves back, the arrow keys
 * move. The boxes form a labelled group; each box is named "digit N of 6"; the first asks the
 * browser for a received one-time code.
 */
export const CodeBoxesWidget = legendGroup(function CodeBoxesWidget(props: WidgetProps) {
  const { id, label, onChange, onBlur, disabled, readonly, registry, options } = props;
  const value: unknown = props.value;
  const length = typeof options.length === "number" ? options.length : DEFAULT_LENGTH;
  const { translator, namespace } = engineContextOf(registry);
  const field = fieldOfId(id, registry);
  // The boxes keep what was typed, holes included; a value set from outside replaces them.
  const [typed, setTyped] = useState(() => ({ boxes: boxesOf(value, length), value }));
  let boxes = typed.boxes;
  if (typed.value !== value) {
    boxes = boxesOf(value, length);
    setTyped({ boxes, value });
  }
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const { describedBy, invalid } = useFieldDescription(props);

  const apply = (change: BoxesChange) => {
    const next = valueOf(change.boxes);
    const nextValue = next === "" ? undefined : next;
    setTyped({ boxes: change.boxes, value: nextValue });
    if (nextValue !== value) onChange(nextValue);
    inputs.current[change.focus]?.focus();
  };
  const locked = disabled || readonly;

  return (
    <fieldset
      className="code-boxes"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={(event) => {
        if (leavesGroup(event)) onBlur(id, value);
      }}
    >
      <legend className="field__label">{label}</legend>
      <FieldIntro id={id} uiSchema={props.uiSchema} registry={registry} />
      <div className="code-boxes__row">
        {boxes.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index + 1}`}
            className="input code-boxes__box"
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={translator.t([`${namespace}:fields.${field}.digit`, "common:codeDigit"], {
              n: index + 1,
              count: length,
            })}
            aria-invalid={invalid || undefined}
            value={digit}
            disabled={locked}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => apply(enter(withBox(boxes, index, ""), index, event.target.value))}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
              event.preventDefault();
              apply(enter(boxes, index, event.clipboardData.getData("text")));
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              const change = keyDown(boxes, index, event.key);
              if (!change) return;
              event.preventDefault();
              apply(change);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
});

function withBox(boxes: Boxes, index: number, digit: string): Boxes {
  const next = [...boxes];
  next[index] = digit;
  return next;
}
