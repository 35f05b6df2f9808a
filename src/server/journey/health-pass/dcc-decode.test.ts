import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeHealthCertificate } from "./dcc-decode.ts";

/** Poland's test certificate from the EU's dgc-testdata (Apache-2.0). */
const OFFICIAL = JSON.parse(
  fs.readFileSync(
    path.resolve("tests/fixtures/health-passes/eu-dgc-testdata-PL-1.3.0-1.json"),
    "utf8",
  ),
) as { prefix: string; holder: Record<string, string> };

describe("decodeHealthCertificate", () => {
  it("reads a member state's certificate: its holder, issuer, kind, key id and algorithm", () => {
    const decoded = decodeHealthCertificate(OFFICIAL.prefix);
    expect(decoded).toHaveProperty("certificate");
    if (!("certificate" in decoded)) return;
    expect(decoded.certificate.holder).toEqual({
      familyName: OFFICIAL.holder.fn,
      givenName: OFFICIAL.holder.gn,
      familyNameTransliterated: OFFICIAL.holder.fnt,
      givenNameTransliterated: OFFICIAL.holder.gnt,
      dateOfBirth: OFFICIAL.holder.dob,
    });
    expect(decoded.certificate).toMatchObject({
      issuer: "PL",
      version: "1.3.0",
      kind: "vaccination",
    });
    expect(decoded.certificate.sign1.algorithm).toBe(-7);
    expect(Buffer.from(decoded.certificate.sign1.kid!).toString("base64")).toBe("CFUoOhVtOgo=");
  });

  it("refuses a code that is no health certificate", () => {
    expect(decodeHealthCertificate("https://example.com/ticket/123")).toEqual({
      problem: "notHealthCertificate",
    });
  });

  it("refuses a damaged certificate: letters outside base45, a cut code, a changed byte", () => {
    expect(decodeHealthCertificate("HC1:abc")).toEqual({ problem: "damaged" });
    expect(decodeHealthCertificate(OFFICIAL.prefix.slice(0, 200))).toEqual({ problem: "damaged" });
    expect(decodeHealthCertificate("HC1:::::")).toEqual({ problem: "damaged" });
    const changed = `${OFFICIAL.prefix.slice(0, 40)}A${OFFICIAL.prefix.slice(41)}`;
    expect(decodeHealthCertificate(changed)).toMatchObject({ problem: "damaged" });
  });
});
