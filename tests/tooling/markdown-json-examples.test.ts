/**
 * The JSON examples of the project's Markdown (fenced ```json blocks: README.md's worked example)
 * are whole JSON documents as Prettier writes them, so an editor can copy one and the files it
 * shows keep passing `prettier --check`. Prettier itself leaves a block it cannot parse as it is.
 */
import fs from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Folders of output, packages and data, not the project's own writing. */
const SKIPPED = new Set(["node_modules", "dist", "data", "gallery", "test-results", ".git"]);

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

interface JsonExample {
  file: string;
  line: number;
  code: string;
}

/** Each fenced json block with its first line, its indent (a list item's) taken off. */
function jsonExamples(): JsonExample[] {
  return markdownFiles(".").flatMap((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    return [...text.matchAll(/^( *)```json\n([\s\S]*?)^\1```/gm)].map((match) => ({
      file,
      line: text.slice(0, match.index).split("\n").length,
      code: match[2]!
        .split("\n")
        .map((line) => (line.startsWith(match[1]!) ? line.slice(match[1]!.length) : line))
        .join("\n"),
    }));
  });
}

const examples = jsonExamples();

describe("the JSON examples of the Markdown files", () => {
  it("finds README.md's", () => {
    expect(examples.filter((example) => example.file === "README.md").length).toBeGreaterThan(1);
  });

  it.each(examples)("$file:$line is a JSON document as Prettier writes it", async (example) => {
    const formatted = await format(example.code, { parser: "json", printWidth: 100 });
    expect(example.code).toBe(formatted);
  });
});
