import { describe, expect, it, vi } from "vitest";
import { createContentCache } from "./content-cache.ts";

const bytes = (text: string) => Buffer.from(text);

describe("the content cache", () => {
  it("computes the same bytes once, and other bytes again", async () => {
    const cache = createContentCache<string>(8);
    const compute = vi.fn((text: string) => Promise.resolve(text.toUpperCase()));
    await expect(cache.get(bytes("front"), () => compute("front"))).resolves.toBe("FRONT");
    await expect(cache.get(bytes("front"), () => compute("again"))).resolves.toBe("FRONT");
    expect(compute).toHaveBeenCalledTimes(1);
    await expect(cache.get(bytes("back"), () => compute("back"))).resolves.toBe("BACK");
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("answers an ask for bytes still being computed with that computation", async () => {
    const cache = createContentCache<string>(8);
    let finish!: (answer: string) => void;
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get(bytes("page"), compute);
    const second = cache.get(bytes("page"), compute);
    finish("read");
    await expect(Promise.all([first, second])).resolves.toEqual(["read", "read"]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("forgets a computation that failed, so the next ask computes again", async () => {
    const cache = createContentCache<string>(8);
    const compute = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("the worker stopped"))
      .mockResolvedValue("read");
    await expect(cache.get(bytes("page"), compute)).rejects.toThrow("the worker stopped");
    expect(cache.size).toBe(0);
    await expect(cache.get(bytes("page"), compute)).resolves.toBe("read");
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("lets the least recently used go beyond its capacity", async () => {
    const cache = createContentCache<string>(2);
    const compute = vi.fn(() => Promise.resolve("read"));
    await cache.get(bytes("a"), compute);
    await cache.get(bytes("b"), compute);
    await cache.get(bytes("a"), compute);
    await cache.get(bytes("c"), compute);
    expect(cache.size).toBe(2);
    await cache.get(bytes("a"), compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get(bytes("b"), compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
