// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { addressExamples } from "../../widgets/postalCode/examples.ts";
import { blockToggleExamples } from "../../widgets/blockToggle/examples.ts";
import { choiceCardsExamples } from "../../widgets/choiceCards/examples.ts";
import { codeBoxesExamples } from "../../widgets/codeBoxes/examples.ts";
import { confirmCopyExamples } from "../../widgets/confirmCopy/examples.ts";
import { consentCheckboxExamples } from "../../widgets/consentCheckbox/examples.ts";
import { countrySelectExamples } from "../../widgets/countrySelect/examples.ts";
import { datePartsExamples } from "../../widgets/dateParts/examples.ts";
import { passwordStrengthExamples } from "../../widgets/passwordStrength/examples.ts";
import { phonePrefixExamples } from "../../widgets/phonePrefix/examples.ts";
import { proofOfWorkExamples } from "../../widgets/proofOfWork/examples.ts";
import { searchSelectExamples } from "../../widgets/searchSelect/examples.ts";
import { renderExample, type WidgetExample } from "./render-example.tsx";

afterEach(cleanup);

/** The texts the examples show, by the keys their widgets and the engine read. */
const messages: Record<string, string> = {
  "example:fields.addSecondTaxCountry.label": "Second country of tax residence",
  "example:fields.addSecondTaxCountry.add": "Add another country of tax residence",
  "example:fields.addSecondTaxCountry.remove": "Remove the second country",
  "example:fields.firstPolandTaxOfficeId.label": "Your tax office",
  "example:fields.country.label": "Country",
  "example:fields.searchAddress.label": "Find your address",
  "example:fields.postalCode.label": "Postal code",
  "example:fields.city.label": "Town or city",
  "example:fields.street.label": "Street",
  "example:fields.dataUploadChoice.label": "How would you like to verify your identity?",
  "example:fields.dataUploadChoice.enum.3": "Upload from your mobile phone",
  "example:fields.dataUploadChoice.enum.2": "Upload from this device",
  "example:fields.dataUploadChoice.enum.1": "Upload later",
  "example:fields.email.label": "Email address",
  "example:fields.confirmEmail.label": "Confirm your email address",
  "example:fields.confirmEmail.save": "Save and continue",
  "example:fields.confirmEmail.confirmed": "Email is confirmed",
  "example:fields.termsAgreement.label": "I accept the terms and conditions",
  "example:fields.termsAgreement.info": "How we process your data",
  "example:dialogs.dataRegulation.title": "Data processing",
  "example:dialogs.dataRegulation.body": "We process your personal data to open your account.",
  "example:fields.residenceCountry.label": "Country of residence",
  "example:fields.residenceCountry.placeholder": "Search for a country",
  "example:fields.dateOfBirth.label": "Date of birth",
  "example:fields.password.label": "Password",
  "example:fields.password.show": "Show password",
  "example:fields.password.hide": "Hide password",
  "example:fields.password.strength": "Password strength: {{level}}",
  "example:fields.password.levels.weak": "weak",
  "example:fields.password.levels.medium": "medium",
  "example:fields.password.levels.strong": "strong",
  "example:fields.password.rules.0": "At least 8 characters",
  "example:fields.password.rules.1": "Upper and lower case letters",
  "example:fields.password.rules.2": "At least one digit",
  "example:fields.password.rules.3": "At least one special character",
  "example:fields.recaptchaToken.label": "Security check",
  "example:fields.confirmEmailCode2.label": "Code from the e-mail",
  "example:fields.confirmEmailCode2.digit": "Digit {{n}} of 6",
  "example:fields.phoneNumberPrefix.label": "Country code",
};

const checked: Record<string, readonly WidgetExample[]> = {
  postalCode: addressExamples,
  blockToggle: blockToggleExamples,
  choiceCards: choiceCardsExamples,
  codeBoxes: codeBoxesExamples,
  confirmCopy: confirmCopyExamples,
  consentCheckbox: consentCheckboxExamples,
  countrySelect: countrySelectExamples,
  dateParts: datePartsExamples,
  passwordStrength: passwordStrengthExamples,
  phonePrefix: phonePrefixExamples,
  searchSelect: searchSelectExamples,
};

const AXE_OPTIONS: axe.RunOptions = {
  rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
};

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    )
    .join("\n");
}

describe("widget examples are accessible", () => {
  for (const [widget, examples] of Object.entries(checked)) {
    for (const example of examples) {
      it(`${widget}: ${example.name}`, async () => {
        const { container } = renderExample(example, { messages });
        const { violations } = await axe.run(container, AXE_OPTIONS);
        expect(violations, describeViolations(violations)).toEqual([]);
      });
    }
  }

  // Its ALTCHA script loads from the server, so only its container is checked here.
  for (const example of proofOfWorkExamples) {
    it(`proofOfWork: ${example.name} renders its container`, () => {
      renderExample(example, { messages });
      const container = screen.getByTestId("proof-of-work");
      expect(container.classList.contains("proof-of-work")).toBe(true);
    });
  }
});
