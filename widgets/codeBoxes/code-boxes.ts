/**
 * What the six code boxes do with typing, paste and keys, as pure functions over the boxes'
 * digits: the component only applies the result and moves focus.
 */
export type Boxes = readonly string[];

export interface BoxesChange {
  boxes: Boxes;
  /** The box that takes focus next. */
  focus: number;
}

/** The boxes of a value: one digit each, empty boxes where the value has none. */
export function boxesOf(value: unknown, length: number): Boxes {
  const digits = typeof value === "string" ? value.replace(/\D/g, "") : "";
  return Array.from({ length }, (_, i) => digits[i] ?? "");
}

/** The value of the boxes: their digits in order, up to the first empty box. */
export function valueOf(boxes: Boxes): string {
  const empty = boxes.indexOf("");
  return (empty === -1 ? boxes : boxes.slice(0, empty)).join("");
}

/**
 * Text typed or pasted at a box: its digits fill that box and the ones after it ("12 34 56"
 * fills six boxes), anything else is dropped. Focus goes to the box after the last one filled.
 */
export function enter(boxes: Boxes, index: number, text: string): BoxesChange {
  const digits = text.replace(/\D/g, "").slice(0, boxes.length - index);
  if (!digits) return { boxes, focus: index };
  const next = [...boxes];
  for (let i = 0; i < digits.length; i++) next[index + i] = digits[i]!;
  return { boxes: next, focus: Math.min(index + digits.length, boxes.length - 1) };
}

/**
 * A key pressed in a box: Backspace clears the box, or in an empty box moves back and clears
 * that one; Delete clears the box; the arrow keys, Home and End move. Other keys: undefined.
 */
export function keyDown(boxes: Boxes, index: number, key: string): BoxesChange | undefined {
  const last = boxes.length - 1;
  switch (key) {
    case "Backspace": {
      const at = boxes[index] ? index : Math.max(0, index - 1);
      const next = [...boxes];
      next[at] = "";
      return { boxes: next, focus: at };
    }
    case "Delete": {
      const next = [...boxes];
      next[index] = "";
      return { boxes: next, focus: index };
    }
    case "ArrowLeft":
      return { boxes, focus: Math.max(0, index - 1) };
    case "ArrowRight":
      return { boxes, focus: Math.min(last, index + 1) };
    case "Home":
      return { boxes, focus: 0 };
    case "End":
      return { boxes, focus: last };
    default:
      return undefined;
  }
}
