import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../config/project-files.ts";
import { STORED_IN_BROWSER } from "./stored-in-browser.ts";

/** The front end's source files (tests aside) that touch the browser's storage. */
function storageSources(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  for (const dir of ["src/app", "src/flow", "src/engine", "widgets"])
    walk(path.join(PROJECT_ROOT, dir));
  return found.filter((file) => /\b(local|session)Storage\b/.test(fs.readFileSync(file, "utf8")));
}

/** Every storage key those files name, and the flow's keepLocally keys; a prefix ends in ".*". */
function keysKept(): Set<string> {
  const keys = new Set<string>();
  for (const file of storageSources()) {
    const text = fs.readFileSync(file, "utf8");
    for (const [, key] of text.matchAll(/["'`]((?:onboarding|identityJourney)\.[A-Za-z.]+)["'`]/g))
      keys.add(key!.endsWith(".") ? `${key}*` : key!);
  }
  const flow = fs.readFileSync(path.join(PROJECT_ROOT, "flows/onboarding.flow.json"), "utf8");
  for (const [, key] of flow.matchAll(/"keepLocally":\s*"([^"]+)"/g)) keys.add(key!);
  return keys;
}

describe("the cookie page's list of what the browser keeps", () => {
  it("names every storage entry the front end keeps", () => {
    const listed = new Set<string>(STORED_IN_BROWSER.flatMap((group) => group.names));
    const kept = keysKept();
    expect(kept.size).toBeGreaterThan(10);
    expect([...kept].filter((key) => !listed.has(key))).toEqual([]);
  });

  it("names no entry the front end no longer keeps", () => {
    const kept = keysKept();
    const listed = STORED_IN_BROWSER.flatMap((group) => group.names).filter(
      (name) => name !== "tmsc",
    );
    expect(listed.filter((name) => !kept.has(name))).toEqual([]);
  });
});
