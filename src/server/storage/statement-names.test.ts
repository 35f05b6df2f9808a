import { describe, expect, it } from "vitest";
import { StatementNames } from "./postgres-pool.ts";

describe("StatementNames", () => {
  it("gives the same text the same name, and different texts different names", () => {
    const names = new StatementNames();
    const select = "select * from sessions where token_hash = $1";
    const other = "select * from sessions where token_hash = $2";
    expect(names.of(select)).toMatch(/^q[\w-]{22}$/);
    expect(names.of(select)).toBe(names.of(select));
    expect(names.of(other)).not.toBe(names.of(select));
    // Another pool's names agree: a name stands for its text wherever it was made.
    expect(new StatementNames().of(select)).toBe(names.of(select));
  });

  it("names no new text beyond its capacity, and keeps the names it gave", () => {
    const names = new StatementNames(2);
    const first = names.of("select $1");
    expect(names.of("select $1, $2")).toBeDefined();
    expect(names.of("select $1, $2, $3")).toBeUndefined();
    expect(names.of("select $1")).toBe(first);
  });
});
