import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFingerprint } from "../gen-validators/inputs-fingerprint.ts";
import { staleStepModulesReason } from "./fresh-step-modules.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function emptyFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "step-modules-"));
  folders.push(folder);
  return folder;
}

describe("the build's check of the step modules", () => {
  it("stops a build that has none, and says what to run", () => {
    expect(staleStepModulesReason(emptyFolder())).toMatch(/npm run gen:validators/);
  });

  it("stops a build whose modules were made from other inputs", () => {
    const folder = emptyFolder();
    fs.writeFileSync(path.join(folder, "inputs.sha256"), "0".repeat(64));
    expect(staleStepModulesReason(folder)).toMatch(/missing or were made from other/);
  });

  it("lets a build through whose modules were made from the inputs as they are", () => {
    const folder = emptyFolder();
    writeFingerprint(folder);
    expect(staleStepModulesReason(folder)).toBeUndefined();
  });
});
