import { describe, expect, it } from "vitest";
import { chooseEncoding, isPrecompressedForm } from "./static-assets.ts";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["BR", "br"],
    ["br;q=0, gzip;q=0", undefined],
    ["", undefined],
  ] as const)("answers %j with %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("answers with no encoding when the header is missing", () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
  });

  it("picks only among the forms the file has", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
    expect(chooseEncoding("br, gzip", [])).toBeUndefined();
  });
});

describe("isPrecompressedForm", () => {
  it.each(["/assets/index-abc.js.br", "/assets/index-abc.css.gz", "/favicon.svg.br"])(
    "%s is a compressed form of a text file",
    (pathName) => expect(isPrecompressedForm(pathName)).toBe(true),
  );

  it.each(["/assets/index-abc.js", "/downloads/archive.tar.gz", "/photo.jpg.br"])(
    "%s is a file of its own",
    (pathName) => expect(isPrecompressedForm(pathName)).toBe(false),
  );
});
