/**
 * The journey's proof-of-address check: the page read (address-proof/read-address-proof.ts), its
 * kind named, and judged: the holder's name as the journey's document gives it, the issue date
 * within the step's period, and the address the application answered where it has one. Before
 * the address step the address is still to be checked: the page's lines are kept, and the
 * address step's answer is checked against them (address-proof/address-step-check.ts).
 */
import {
  checkAddressProof,
  type AddressProofMismatch,
} from "./address-proof/address-proof-check.ts";
import { ADDRESS_PARTS, type AddressPart } from "./address-proof/proof-holder.ts";
import { addressProofKind } from "./address-proof/proof-kind.ts";
import { readAddressProof } from "./address-proof/read-address-proof.ts";
import type { OcrLine } from "./checks/ocr-worker.ts";
import type { AddressProofExpectation, CaptureAssessment } from "./journey-contracts.ts";
import type { CheckOutcome } from "./journey-records.ts";

export interface AddressProofChecker {
  assess(image: Buffer, expectation: AddressProofExpectation): Promise<CaptureAssessment>;
}

const ADDRESS_PART_SET = new Set<AddressProofMismatch>(ADDRESS_PARTS);
const NO_ADDRESS = { street: "", buildingNumber: "", postalCode: "", city: "" };
/** Fewer words than this on a page is no page read: a blank sheet, a photo of something else. */
const FEWEST_WORDS = 5;

/** The reason the client is given for each thing the page lacked. */
const REASONS: Record<Exclude<AddressProofMismatch, AddressPart>, string> = {
  identityDocument: "proofIsIdentityDocument",
  name: "proofHolderName",
  issueDateNotFound: "proofIssueDateNotFound",
  issueDateTooOld: "proofIssueDateTooOld",
  issueDateInFuture: "proofIssueDateInFuture",
};

const outcome = (passed: boolean): CheckOutcome => (passed ? "Passed" : "Failed");

export function createAddressProofChecker(
  read: (image: Uint8Array) => Promise<readonly OcrLine[]> = readAddressProof,
): AddressProofChecker {
  return {
    async assess(image, expectation) {
      const lines = await read(image);
      const applicant = {
        firstName: expectation.holder?.firstName ?? "",
        lastName: expectation.holder?.lastName ?? "",
        ...(expectation.address ?? NO_ADDRESS),
      };
      const checked = checkAddressProof(lines, applicant, {
        maxAgeMonths: expectation.issuedWithinMonths,
        today: expectation.today,
      });
      const mismatches = checked.mismatches.filter(
        (mismatch) => expectation.address || !ADDRESS_PART_SET.has(mismatch),
      );
      const unread = lines.flatMap((line) => line.text.split(/\s+/)).length < FEWEST_WORDS;
      const addressMissed = mismatches.some((mismatch) => ADDRESS_PART_SET.has(mismatch));
      const reasons = unread
        ? ["proofUnreadable"]
        : mismatches.includes("identityDocument")
          ? ["proofIsIdentityDocument"]
          : [
              ...mismatches.flatMap((mismatch) =>
                mismatch in REASONS ? [REASONS[mismatch as keyof typeof REASONS]] : [],
              ),
              ...(addressMissed ? ["proofAddress"] : []),
            ];
      const dateMissed = mismatches.some((mismatch) => mismatch.startsWith("issueDate"));
      return {
        highLevelResult: mismatches.length === 0 ? "Passed" : "Refer",
        documentSide: undefined,
        documentType: addressProofKind(lines.map((line) => line.text)),
        issuingCountryCode: undefined,
        scores: {},
        reasons,
        extracted: {},
        checks: {
          proofHolderName: outcome(!mismatches.includes("name")),
          proofAddress: expectation.address ? outcome(!addressMissed) : "SuccessNeeded",
          proofIssueDate: outcome(!dateMissed),
        },
        findings: { addressProof: { lines, issueDate: checked.issueDate } },
      };
    },
  };
}
