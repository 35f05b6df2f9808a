/** The settings file: its shape, its documentation, and document types by MRZ code. */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_CHECKS_CONFIG_FILE,
  documentTypeOf,
  loadDocumentChecksConfig,
  validateDocumentChecksConfig,
} from "./document-checks-config.ts";

const config = loadDocumentChecksConfig();

describe("document checks settings", () => {
  it("reads config/document-checks.json", () => {
    expect(config.acceptedDocumentTypes).toEqual(["Passport", "IdentityCard"]);
    expect(config.supportedCountries).toContain("POL");
    expect(config.supportedCountries).toContain("D");
    expect(config.supportedCountries).not.toContain("UTO");
  });

  it("documents every threshold in config/document-checks.md", () => {
    const documentation = fs.readFileSync(
      DOCUMENT_CHECKS_CONFIG_FILE.replace(/\.json$/, ".md"),
      "utf8",
    );
    for (const name of Object.keys(config.thresholds))
      expect(documentation).toContain(`\`${name}\``);
  });

  it("refuses a settings document with a missing or negative threshold", () => {
    const { minSharpness: _, ...rest } = config.thresholds;
    expect(() => validateDocumentChecksConfig({ ...config, thresholds: rest })).toThrow(
      /minSharpness/,
    );
    expect(() =>
      validateDocumentChecksConfig({
        ...config,
        thresholds: { ...config.thresholds, maxGlareShare: -1 },
      }),
    ).toThrow(/maxGlareShare/);
    expect(() => validateDocumentChecksConfig({ ...config, supportedCountries: "POL" })).toThrow(
      /supportedCountries/,
    );
  });

  it("refuses a card front whose number is no regular expression, and a minimum age that is no whole number", () => {
    const [front] = config.identityCardFronts;
    expect(() =>
      validateDocumentChecksConfig({
        ...config,
        identityCardFronts: [{ ...front, documentNumber: "^[A-Z{3}" }],
      }),
    ).toThrow("identityCardFronts[0].documentNumber must be a regular expression");
    expect(() =>
      validateDocumentChecksConfig({ ...config, identityCardFronts: [{ ...front, titles: [] }] }),
    ).toThrow("identityCardFronts[0].titles must list the card's names");
    expect(() =>
      validateDocumentChecksConfig({
        ...config,
        identityCardFronts: [
          { ...front, portrait: { left: 0.1, top: 0.2, width: 2, height: 0.5 } },
        ],
      }),
    ).toThrow("identityCardFronts[0].portrait must be a box of fractions");
    expect(() => validateDocumentChecksConfig({ ...config, minimumAge: "18" })).toThrow(
      "minimumAge must be a whole number of years",
    );
  });

  it("names document types by MRZ code: the two characters first, then the first letter", () => {
    const table = config.documentTypesByCode;
    expect(documentTypeOf("P", table)).toBe("Passport");
    expect(documentTypeOf("ID", table)).toBe("IdentityCard");
    expect(documentTypeOf("AR", table)).toBe("ResidencePermit");
    expect(documentTypeOf("IR", table)).toBe("ResidencePermit");
    expect(documentTypeOf("V", table)).toBe("Visa");
    expect(documentTypeOf("A", table)).toBe("Unknown");
  });
});
