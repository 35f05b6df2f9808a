// @vitest-environment jsdom
/**
 * A health certificate on the results page, with the project's texts: the photo named as a Covid
 * pass of its issuing country, its checks in plain words, the Covid pass cross-check among the
 * journey's checks and its result among the details, and the signature said plainly to be
 * unchecked where no signing keys are configured (and not said where it was checked).
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadDictionaries, loadLocales } from "../../src/server/config/project-files.ts";
import type { Language } from "../../src/shared/brand/locales.ts";
import { localeTranslator } from "../../tests/component/locale-translator.ts";
import { ResultsView, type ResultDocument } from "./ResultsView.tsx";

afterEach(cleanup);

const locales = loadLocales();
const countryOfIcaoCode = loadDictionaries().countryOfAlpha3Code as Record<string, string>;

const certificate = (signature: string): ResultDocument => ({
  documentType: "CovidPass",
  documentSide: null,
  issuingCountryCode: "PL",
  highLevelResult: "Passed",
  checks: {
    healthPassCode: "Passed",
    healthPassSignature: signature,
    healthPassValidity: "Passed",
    healthPassHolder: "Passed",
  },
});

function renderResults(language: Language, document: ResultDocument) {
  const translator = localeTranslator(locales, language);
  return render(
    <ResultsView
      t={(key, values) => translator.t(key, values)}
      has={(key) => translator.exists(key)}
      intlTag={translator.intlTag}
      countryOfIcaoCode={countryOfIcaoCode}
      reference="A89B9220"
      documents={[document]}
      extracted={{ LastName: "KOWALSKI", CovidPassCrossCheckResult: "Passed" }}
      checkDetails={{ CovidPassCrossCheck: "Passed" }}
    />,
  );
}

describe("a health certificate on the results page", () => {
  it("en: names the certificate, its checks, the cross-check and its result", () => {
    renderResults("en", certificate("Passed"));
    expect(
      screen.getByRole("heading", {
        name: "Photo 1: Covid pass (EU Digital COVID Certificate) – Poland",
      }),
    ).toBeTruthy();
    for (const name of [
      "QR code read as an EU Digital COVID Certificate",
      "Signed by a trusted issuer",
      "Certificate not expired",
      "In the name and date of birth of the identity document",
      "Covid pass cross-check",
    ])
      expect(screen.getByText(name, { exact: true }).nextElementSibling?.textContent).toBe(
        "Passed",
      );
    expect(
      screen.getByText("Covid pass cross-check result", { exact: true }).nextElementSibling
        ?.textContent,
    ).toBe("Passed");
    expect(screen.queryByText(/signature was not checked/)).toBeNull();
  });

  it("en and pl: says the signature was not checked where no keys are configured", () => {
    renderResults("en", certificate("Undetermined"));
    expect(
      screen.getByText(
        "The certificate's signature was not checked: no signing keys are configured.",
      ),
    ).toBeTruthy();
    cleanup();
    const { container } = renderResults("pl", certificate("Undetermined"));
    expect(container.textContent).not.toMatch(/identityJourney:|Undetermined|CovidPass/);
  });
});
