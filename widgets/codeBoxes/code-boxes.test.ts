import { describe, expect, it } from "vitest";
import { boxesOf, enter, keyDown, valueOf } from "./code-boxes.ts";

const empty = boxesOf(undefined, 6);

describe("code boxes", () => {
  it("shows a value one digit per box and reads the digits back up to the first empty box", () => {
    expect(boxesOf("1234", 6)).toEqual(["1", "2", "3", "4", "", ""]);
    expect(valueOf(["1", "2", "", "4", "", ""])).toBe("12");
    expect(valueOf(boxesOf("123456", 6))).toBe("123456");
  });

  it("moves forward as digits are typed, and ignores letters", () => {
    const first = enter(empty, 0, "7");
    expect(first).toEqual({ boxes: ["7", "", "", "", "", ""], focus: 1 });
    expect(enter(first.boxes, 1, "x")).toEqual({ boxes: first.boxes, focus: 1 });
    expect(enter(first.boxes, 5, "9").focus).toBe(5);
  });

  it('splits a paste of "123456" and of "12 34 56" across the boxes, from the box pasted into', () => {
    expect(enter(empty, 0, "123456")).toEqual({ boxes: ["1", "2", "3", "4", "5", "6"], focus: 5 });
    expect(enter(empty, 0, "12 34 56").boxes).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(enter(empty, 2, "9876").boxes).toEqual(["", "", "9", "8", "7", "6"]);
    expect(enter(empty, 4, "123456").boxes).toEqual(["", "", "", "", "1", "2"]);
  });

  it("Backspace clears the box, or in an empty box moves back and clears that one", () => {
    const boxes = boxesOf("123", 6);
    expect(keyDown(boxes, 2, "Backspace")).toEqual({ boxes: ["1", "2", "", "", "", ""], focus: 2 });
    expect(keyDown(boxes, 3, "Backspace")).toEqual({ boxes: ["1", "2", "", "", "", ""], focus: 2 });
    expect(keyDown(empty, 0, "Backspace")).toEqual({ boxes: empty, focus: 0 });
  });

  it("moves with the arrow keys, Home and End, within the boxes", () => {
    const boxes = boxesOf("12", 6);
    expect(keyDown(boxes, 0, "ArrowLeft")?.focus).toBe(0);
    expect(keyDown(boxes, 0, "ArrowRight")?.focus).toBe(1);
    expect(keyDown(boxes, 5, "ArrowRight")?.focus).toBe(5);
    expect(keyDown(boxes, 3, "Home")?.focus).toBe(0);
    expect(keyDown(boxes, 1, "End")?.focus).toBe(5);
    expect(keyDown(boxes, 1, "a")).toBeUndefined();
  });
});
