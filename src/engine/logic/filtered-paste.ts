/**
 * Paste into a filtered field. The browser cuts pasted text to the input's `maxLength` before
 * any filter sees it, so "19a90" pasted into a four-digit year would become "199". Pasted text
 * is filtered first, then inserted at the selection and cut to the length.
 */
import type { ClipboardEvent } from "react";

export interface PasteResult {
  value: string;
  /** Where the caret goes: after the inserted text. */
  caret: number;
}

export function insertPaste(
  current: string,
  selection: { start: number; end: number },
  pasted: string,
  filter: (text: string) => string,
  maxLength?: number,
): PasteResult {
  const before = current.slice(0, selection.start);
  const after = current.slice(selection.end);
  const room =
    maxLength === undefined ? Infinity : Math.max(0, maxLength - before.length - after.length);
  // maxLength counts UTF-16 code units, as slice does.
  const inserted = filter(pasted).slice(0, room);
  return { value: before + inserted + after, caret: before.length + inserted.length };
}

/** A paste handler for an input: filters, inserts, hands the new value on and places the caret. */
export function filteredPasteHandler(
  filter: (text: string) => string,
  apply: (value: string) => void,
) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    event.preventDefault();
    const maxLength = input.maxLength >= 0 ? input.maxLength : undefined;
    const { value, caret } = insertPaste(
      input.value,
      {
        start: input.selectionStart ?? input.value.length,
        end: input.selectionEnd ?? input.value.length,
      },
      event.clipboardData.getData("text/plain"),
      filter,
      maxLength,
    );
    apply(value);
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    });
  };
}
