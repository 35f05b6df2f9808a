import { describe, expect, it } from "vitest";
import { DEFAULT_HASH_COST, hashPassword, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("hashes with scrypt N=2^17, r=8, p=1 and a 16-byte salt by default", async () => {
    const stored = await hashPassword("Str0ng!pass");
    const [scheme, n, r, p, salt, key] = stored.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "131072", "8", "1"]);
    expect(DEFAULT_HASH_COST).toBe(17);
    expect(Buffer.from(salt!, "base64url")).toHaveLength(16);
    expect(Buffer.from(key!, "base64url")).toHaveLength(32);
    expect(await verifyPassword("Str0ng!pass", stored)).toBe(true);
  });

  it("stores the cost with the hash, so a hash of another cost is still verified", async () => {
    const stored = await hashPassword("Str0ng!pass", 12);
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword("Str0ng!pass", stored)).toBe(true);
    expect(await verifyPassword("Str0ng!pasS", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([hashPassword("same", 12), hashPassword("same", 12)]);
    expect(first).not.toBe(second);
  });

  it("compares the password's Unicode normalisation (NFKC), not its code points", async () => {
    const stored = await hashPassword("Caf\u00e9!2024x", 12);
    expect(await verifyPassword("Cafe\u0301!2024x", stored)).toBe(true);
  });

  it("refuses what is not one of its hashes", async () => {
    for (const stored of ["", "bcrypt$1$2$3$4$5", "scrypt$4096$8$1$salt"])
      expect(await verifyPassword("anything", stored)).toBe(false);
  });
});
