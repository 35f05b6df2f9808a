/** Parsing zones into label-catalogue fields, and refusing wrong check digits. */
import { describe, expect, it } from "vitest";
import { loadDocumentCorpus } from "../../../../scripts/fixtures/document-corpus.ts";
import { parseMrzLines } from "./mrz-parse.ts";

const corpus = loadDocumentCorpus();
const now = new Date(`${corpus.referenceDate}T12:00:00Z`);
const printed = corpus.fixtures.filter((fixture) => fixture.mrz && fixture.mrz.readable === true);

describe("parseMrzLines", () => {
  it.each(printed.map((fixture) => [fixture.file, fixture] as const))(
    "extracts the label-catalogue fields of the zone printed on %s",
    (_file, fixture) => {
      const parsed = parseMrzLines(fixture.mrz!.lines, now);
      expect(parsed?.failedChecks).toEqual([]);
      expect(parsed?.extracted).toEqual(fixture.extracted);
      expect(parsed?.format).toBe(fixture.mrz!.format);
    },
  );

  it("refuses a zone with one wrong check digit and names it", () => {
    const fixture = corpus.fixtures.find(
      (candidate) => candidate.file === "passport-check-digit-refer.jpg",
    )!;
    expect(parseMrzLines(fixture.mrz!.lines, now)?.failedChecks).toEqual([
      "birthDate",
      "composite",
    ]);
  });

  it("names a wrong document number check digit on an identity card", () => {
    const lines = [
      "I<UTOD231458908<<<<<<<<<<<<<<<",
      "7408122F1204159UTO<<<<<<<<<<<6",
      "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    expect(parseMrzLines(lines, now)?.failedChecks).toEqual(["documentNumber", "composite"]);
  });

  it("gives the document code as printed and the state without fillers", () => {
    const parsed = parseMrzLines(
      [
        "P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<",
        "C01X00T478D<<8308126F3305094<<<<<<<<<<<<<<08",
      ],
      now,
    );
    expect(parsed).toMatchObject({ documentCode: "P<", issuingState: "D", expiryDate: "330509" });
  });

  it("gives nothing for text that is no TD1 or TD3 zone", () => {
    expect(parseMrzLines(["NOT A ZONE"], now)).toBeUndefined();
  });
});
