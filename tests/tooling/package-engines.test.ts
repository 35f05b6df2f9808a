/**
 * The Node.js the project declares (package.json `engines`, the README's quick start) runs every
 * locked package: `npm ci` on the oldest declared Node prints no EBADENGINE warning.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const semver = createRequire(import.meta.url)("semver") as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as T;

describe("the declared Node.js engine", () => {
  const declared = readJson<{ engines: { node: string } }>("package.json").engines.node;
  const oldest = semver.minVersion(declared)!.version;

  it("is the one the README's quick start names", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toContain(`Node.js ${oldest.replace(/\.0$/, "")} or later`);
  });

  it("runs every package the lock file installs", () => {
    const { packages } = readJson<{ packages: Record<string, LockedPackage> }>("package-lock.json");
    const refusing = Object.entries(packages)
      .filter(([name, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return name !== "" && range !== undefined && !semver.satisfies(oldest, range);
      })
      .map(([name, locked]) => {
        const engines = locked.engines as { node: string };
        return `${name}@${locked.version ?? "?"} needs node ${engines.node}`;
      });
    expect(refusing).toEqual([]);
  });
});
