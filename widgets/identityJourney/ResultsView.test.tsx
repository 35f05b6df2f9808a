// @vitest-environment jsdom
/**
 * The journey's results in the page's language, with the project's texts and country dictionary:
 * what a German passport's zone gave reads as a person of that language reads it, and nothing
 * of the server's own codes shows.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadDictionaries, loadLocales } from "../../src/server/config/project-files.ts";
import type { Language } from "../../src/shared/brand/locales.ts";
import { localeTranslator } from "../../tests/component/locale-translator.ts";
import { ResultsView, type ResultDocument } from "./ResultsView.tsx";

afterEach(cleanup);

const locales = loadLocales();
const countryOfIcaoCode = loadDictionaries().countryOfAlpha3Code as Record<string, string>;

/** What the zone of tests/fixtures/documents/passport-passed.jpg gives. */
const ERIKA = {
  FirstName: "ERIKA",
  LastName: "MUSTERMANN",
  BirthDate: "1983-08-12",
  Sex: "F",
  Nationality: "D",
  DocumentNumber: "C01X00T47",
  ExpiryDate: "2033-05-09",
  IssuingStateCode: "D",
};

const PASSPORT: ResultDocument = {
  documentType: "Passport",
  documentSide: "Front",
  highLevelResult: "Passed",
  checks: { documentFound: "passed", machineReadableZone: "passed", expiry: "passed" },
};

function renderResults(
  language: Language,
  props: {
    documents?: ResultDocument[];
    extracted?: Record<string, string>;
    checkDetails?: Record<string, string>;
  } = {},
) {
  const translator = localeTranslator(locales, language);
  return render(
    <ResultsView
      t={(key, values) => translator.t(key, values)}
      has={(key) => translator.exists(key)}
      intlTag={translator.intlTag}
      countryOfIcaoCode={countryOfIcaoCode}
      reference="A89B9220"
      documents={props.documents ?? [PASSPORT]}
      extracted={props.extracted ?? ERIKA}
      checkDetails={props.checkDetails}
    />,
  );
}

/** Each name and value of the list under a heading, as "name: value". */
function listUnder(heading: string): string[] {
  const list = screen.getByRole("heading", { name: heading }).nextElementSibling as HTMLElement;
  return [...list.children].map((row) =>
    [...row.children].map((cell) => cell.textContent).join(": "),
  );
}

/** No text of the page is only a code, a key or a date as the server sends it. */
function expectNothingRaw(container: HTMLElement): void {
  const texts = [...container.querySelectorAll("dt, dd, h2, h3, p")].map((e) => e.textContent);
  for (const raw of ["D", "F", "1983-08-12", "2033-05-09", "passed"])
    expect(texts).not.toContain(raw);
  expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|identityJourney:|documentFields:/);
}

describe("the results in the page's language", () => {
  it("de: the country by name, the sex as a word and the dates as German writes them", () => {
    const { container } = renderResults("de");
    expect(listUnder("Aus dem Dokument ausgelesene Angaben")).toEqual([
      "Vorname: ERIKA",
      "Nachname: MUSTERMANN",
      "Geburtsdatum: 12. August 1983",
      "Geschlecht: Weiblich",
      "Staatsangehörigkeit: Deutschland",
      "Dokumentnummer: C01X00T47",
      "Ablaufdatum: 9. Mai 2033",
      "Ausstellungsstaat: Deutschland",
    ]);
    expectNothingRaw(container);
  });

  it("pl and en: the same details in their words", () => {
    const polish = renderResults("pl");
    expect(listUnder("Dane odczytane z dokumentu")).toEqual(
      expect.arrayContaining([
        "Data urodzenia: 12 sierpnia 1983",
        "Płeć: Kobieta",
        "Obywatelstwo: Niemcy",
        "Państwo wydające: Niemcy",
      ]),
    );
    expectNothingRaw(polish.container);
    cleanup();
    const english = renderResults("en");
    expect(listUnder("Details read from the document")).toEqual(
      expect.arrayContaining([
        "Date of birth: 12 August 1983",
        "Sex: Female",
        "Nationality: Germany",
        "Date of expiry: 9 May 2033",
        "Issuing state: Germany",
      ]),
    );
    expectNothingRaw(english.container);
  });

  it("names each photo's issuing country, and says a code of no country is unknown", () => {
    renderResults("de", {
      documents: [
        { ...PASSPORT, documentType: "IdentityCard", issuingCountryCode: "POL" },
        { ...PASSPORT, documentType: "Passport", issuingCountryCode: "UTO" },
        { ...PASSPORT, documentType: "IdentityCard", documentSide: "Back" },
      ],
      extracted: { Nationality: "UTO" },
    });
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Foto 1: Personalausweis, Vorderseite – Polen",
      "Foto 2: Reisepass – Unbekanntes Land (UTO)",
      "Foto 3: Personalausweis, Rückseite",
      "Aus dem Dokument ausgelesene Angaben",
      "Bewertungen",
    ]);
    expect(listUnder("Aus dem Dokument ausgelesene Angaben")).toEqual([
      "Staatsangehörigkeit: Unbekanntes Land (UTO)",
    ]);
  });

  it("shows a legacy lower-case outcome and a capitalised one in the same words", () => {
    const checks = (outcome: (value: string) => string) => ({
      documentFound: outcome("passed"),
      sharpness: outcome("failed"),
      machineReadableZone: outcome("skipped"),
      frontRecognised: outcome("notNeeded"),
      expiry: outcome("undetermined"),
    });
    const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
    const shown = (outcome: (value: string) => string) => {
      const { container } = renderResults("pl", {
        documents: [{ ...PASSPORT, checks: checks(outcome) }],
        extracted: {},
      });
      const text = container.querySelector(".results-documents")!.textContent;
      cleanup();
      return text;
    };
    const legacy = shown((value) => value);
    expect(shown(capitalise)).toBe(legacy);
    expect(legacy).toContain("Zdjęcie ostreNiespełniony");
    expect(legacy).toContain("Strefa do odczytu maszynowego odczytanaNie sprawdzono");
  });

  it("lists a photo's checks in the order a photo reaches them, in plain words", () => {
    renderResults("en", {
      documents: [
        {
          ...PASSPORT,
          documentType: "IdentityCard",
          documentSide: "Back",
          checks: {
            underage: "Passed",
            expiry: "Passed",
            sidesMatch: "Failed",
            documentFound: "Passed",
            frontRecognised: "NotNeeded",
            issuingCountry: "SuccessNeeded",
            machineReadableZone: "notChecked",
            // Not an outcome the page can name: left out, not shown raw.
            glare: "Maybe",
          },
        },
      ],
      extracted: {},
    });
    const photo = screen.getByRole("listitem");
    expect(
      within(photo)
        .getAllByRole("term")
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      "Whole document in the photo: Passed",
      "Machine-readable zone read: Not checked",
      "Recognised as the front of an identity card: Not needed",
      "Supported issuing country: Still to be done",
      "Front and back are of the same card: Failed",
      "Not expired: Passed",
      "Holder is 18 or older: Passed",
    ]);
  });

  it("shows the journey's check details in their order, and no section without them", () => {
    renderResults("en", {
      checkDetails: {
        DataChecks: "Undetermined",
        Validation: "Passed",
        FrontSideTypeCheck: "passed",
        Expiry: "Failed",
        UnderageRule: "SuccessNeeded",
      },
    });
    expect(listUnder("Overall checks")).toEqual([
      "Front side of an accepted document type: Passed",
      "Document not expired: Failed",
      "Machine-readable zone valid: Passed",
      "Holder is 18 or older: Still to be done",
      "Application matches the document: Could not be determined",
    ]);
    cleanup();
    renderResults("en", { checkDetails: {} });
    expect(screen.queryByRole("heading", { name: "Overall checks" })).toBeNull();
  });

  it.each([
    [
      "en",
      "Photo 2: Selfie",
      ["One face in the photo: Passed", "Face matches the photo on the document: Failed"],
      "Overall checks",
      ["Selfie matches the photo on the document: Failed"],
    ],
    [
      "pl",
      "Zdjęcie 2: Selfie",
      [
        "Jedna twarz na zdjęciu: Spełniony",
        "Twarz zgadza się ze zdjęciem w dokumencie: Niespełniony",
      ],
      "Sprawdzenia ogólne",
      ["Selfie zgadza się ze zdjęciem w dokumencie: Niespełniony"],
    ],
  ] as const)(
    "%s: names a selfie and its face checks, and the face match among the overall checks",
    (language, heading, checks, overall, details) => {
      const selfie: ResultDocument = {
        documentType: "Selfie",
        documentSide: null,
        highLevelResult: "Refer",
        checks: { faceFound: "Passed", faceMatch: "Failed" },
      };
      renderResults(language, {
        documents: [PASSPORT, selfie],
        checkDetails: { FaceMatchValidation: "Failed" },
      });
      const photo = screen.getByRole("heading", { name: heading }).closest("li")!;
      expect(
        within(photo)
          .getAllByRole("term")
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
      ).toEqual(checks);
      expect(listUnder(overall)).toEqual(details);
    },
  );

  it.each([
    ["en", "Photo 2: Liveness check", "Live person: each prompted action made in time: Passed"],
    [
      "pl",
      "Zdjęcie 2: Sprawdzenie żywotności",
      "Żywa osoba: każda wskazana czynność wykonana na czas: Spełniony",
    ],
  ] as const)(
    "%s: names the liveness check as one, not as a selfie",
    (language, heading, check) => {
      const liveness: ResultDocument = {
        documentType: "Liveness",
        documentSide: null,
        highLevelResult: "Passed",
        checks: { liveness: "Passed", livenessFace: "Passed" },
      };
      renderResults(language, { documents: [PASSPORT, liveness] });
      const photo = screen.getByRole("heading", { name: heading }).closest("li")!;
      expect(within(photo).queryByText(/Selfie/)).toBeNull();
      if (check)
        expect(
          within(photo)
            .getAllByRole("term")
            .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
        ).toContain(check);
    },
  );

  it.each([
    [
      "en",
      "Photo 2: Bank statement",
      [
        "Your name as on your identity document: Passed",
        "The address you gave: Still to be done",
        "Issued recently enough: Passed",
      ],
      "Proof of address: Still to be done",
    ],
    [
      "pl",
      "Zdjęcie 2: Wyciąg bankowy",
      [
        "Imię i nazwisko jak w dokumencie tożsamości: Spełniony",
        "Podany przez Ciebie adres: Do wykonania",
        "Wystawiony wystarczająco niedawno: Spełniony",
      ],
      "Potwierdzenie adresu: Do wykonania",
    ],
  ] as const)(
    "%s: names a proof of address by its kind, with its checks and the policy still to be done",
    (language, heading, checks, policy) => {
      const statement: ResultDocument = {
        documentType: "BankStatement",
        documentSide: null,
        highLevelResult: "Passed",
        checks: {
          proofHolderName: "Passed",
          proofAddress: "SuccessNeeded",
          proofIssueDate: "Passed",
        },
      };
      renderResults(language, {
        documents: [PASSPORT, statement],
        checkDetails: { ProofPolicy: "SuccessNeeded" },
      });
      const photo = screen.getByRole("heading", { name: heading }).closest("li")!;
      expect(
        within(photo)
          .getAllByRole("term")
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
      ).toEqual(checks);
      expect(
        screen.getByText(policy.split(": ")[0]!, { selector: "dt" }).nextSibling?.textContent,
      ).toBe(policy.split(": ")[1]);
    },
  );

  it.each([
    [
      "en",
      "Scores",
      [
        "Trust score: 75 out of 100 (3 of 4 checks passed)",
        "Score from a scoring service: Not available",
      ],
    ],
    [
      "pl",
      "Oceny",
      [
        "Ocena wiarygodności: 75 na 100 (zaliczone sprawdzenia: 3 z 4)",
        "Ocena z serwisu scoringowego: Niedostępna",
      ],
    ],
  ] as const)(
    "%s: scores the decided checks, and says no scoring service gave a score",
    (language, heading, rows) => {
      renderResults(language, {
        checkDetails: {
          FrontSideTypeCheck: "Passed",
          BackSideCheck: "NotNeeded",
          Expiry: "Passed",
          Validation: "Failed",
          FaceMatchValidation: "Passed",
          DataChecks: "SuccessNeeded",
        },
      });
      expect(listUnder(heading)).toEqual(rows);
    },
  );

  it("shows a scoring service's score where one is given, and no trust score before any check", () => {
    const translator = localeTranslator(locales, "en");
    render(
      <ResultsView
        t={(key, values) => translator.t(key, values)}
        has={(key) => translator.exists(key)}
        intlTag={translator.intlTag}
        countryOfIcaoCode={countryOfIcaoCode}
        reference={null}
        documents={[]}
        extracted={{}}
        thirdPartyScore={812}
      />,
    );
    expect(listUnder("Scores")).toEqual(["Score from a scoring service: 812"]);
  });
});
