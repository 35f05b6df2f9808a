import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../config/project-files.ts";
import { builtFontFaces, infoPageStylesheet } from "./info-page-style.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "info-page-style-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A built front end whose entry stylesheet holds two font faces among its rules. */
function fakeBuild(): string {
  fs.mkdirSync(path.join(dir, ".vite"), { recursive: true });
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({ "index.html": { file: "assets/index-a.js", css: ["assets/index-a.css"] } }),
  );
  fs.writeFileSync(
    path.join(dir, "assets", "index-a.css"),
    ".main{padding:32px}@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-1.woff2)}" +
      ".header{color:red}@font-face{font-family:Inter Variable;src:url(/assets/inter-greek-2.woff2)}",
  );
  return dir;
}

describe("the built-in pages' stylesheet", () => {
  it("holds both brands' colours and the tokens the form's pages use", () => {
    const css = infoPageStylesheet(PROJECT_ROOT, undefined);
    expect(css).toContain(':root[data-brand="eu"]');
    expect(css).toContain(':root[data-brand="pl"]');
    expect(css).toContain("--font-body:");
    expect(css).toContain("background:var(--brand)");
    expect(css).not.toContain("@font-face");
  });

  it("takes the built front end's font faces, and none of its other rules", () => {
    const faces = builtFontFaces(fakeBuild());
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain("/assets/inter-latin-1.woff2");
    const css = infoPageStylesheet(PROJECT_ROOT, dir);
    expect(css).toContain("/assets/inter-greek-2.woff2");
    expect(css).not.toContain(".main{padding:32px}");
  });

  it("has no font faces where the build has no manifest", () => {
    expect(builtFontFaces(path.join(dir, "nowhere"))).toEqual([]);
  });
});
