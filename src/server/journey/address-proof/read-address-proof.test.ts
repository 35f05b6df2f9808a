/**
 * The proof-of-address check on the generated corpus (tests/fixtures/address-proofs), each page
 * read by the product's OCR: the holder's recent statement and bill pass, as a flat page and as a
 * photo; another person's statement, a bill for another house, pages older than three months,
 * an identity document and a blank sheet fail, each for what it lacks.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkAddressProof,
  type AddressProofResult,
  type ProofApplicant,
} from "./address-proof-check.ts";
import { readAddressProof } from "./read-address-proof.ts";

const CORPUS = path.resolve(import.meta.dirname, "../../../../tests/fixtures/address-proofs");
const DOCUMENTS = path.resolve(import.meta.dirname, "../../../../tests/fixtures/documents");

interface CorpusProof {
  file: string;
  description: string;
  applicant: ProofApplicant;
  expected: AddressProofResult;
}

const corpus = JSON.parse(fs.readFileSync(path.join(CORPUS, "expected.json"), "utf8")) as {
  referenceDate: string;
  proofs: CorpusProof[];
};
const rules = { maxAgeMonths: 3, today: corpus.referenceDate };

describe("a proof of address read off its photo", () => {
  for (const proof of corpus.proofs)
    it(`${proof.file}: ${proof.description}`, async () => {
      const lines = await readAddressProof(fs.readFileSync(path.join(CORPUS, proof.file)));
      expect(checkAddressProof(lines, proof.applicant, rules)).toEqual(proof.expected);
    }, 30_000);
});

describe("pages that are no proof of address", () => {
  const kowalski = corpus.proofs[0]!.applicant;

  it("refuses a blank sheet: no name, no address, no date", async () => {
    const lines = await readAddressProof(fs.readFileSync(path.join(DOCUMENTS, "blank-paper.jpg")));
    expect(checkAddressProof(lines, kowalski, rules)).toEqual({
      result: "Failed",
      issueDate: null,
      mismatches: ["name", "street", "buildingNumber", "postalCode", "city", "issueDateNotFound"],
    });
  }, 30_000);

  it("refuses an identity document: its zone says what it is, and it holds no address", async () => {
    const lines = await readAddressProof(
      fs.readFileSync(path.join(DOCUMENTS, "passport-passed.jpg")),
    );
    const checked = checkAddressProof(lines, kowalski, rules);
    expect(checked.result).toBe("Failed");
    expect(checked.mismatches).toEqual(
      expect.arrayContaining([
        "identityDocument",
        "street",
        "buildingNumber",
        "postalCode",
        "city",
      ]),
    );
  }, 30_000);
});
