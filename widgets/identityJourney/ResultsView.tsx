/**
 * The results of a journey for the client (widget spec §2 "Results"): the journey's reference,
 * each photo's document (its type, side and issuing country) and result with its checks, the
 * details read from the document under the label catalogue's names, and the journey's
 * high-level check details (spec §3 "Additional checks and detail entries"), and the scores: the
 * trust score made from those details (src/shared/identity/trust-score.ts) and a scoring
 * service's, "Not available" where none is given. Everything in the page's language: outcomes in
 * plain words in either spelling the server sends, countries by name, dates as the language
 * writes them, the sex as a word; a value or name the page has no words for is left out rather
 * than shown raw. Each photo's raw scores (distances, measures) are for the broker's staff.
 */
import {
  checkOutcomeOf,
  countryOfCode,
  extractedValueText,
  labelNameOf,
  type CheckOutcome,
  type ResultWords,
} from "./result-values.ts";
import { CHECK_DETAIL_NAMES, PHOTO_CHECK_NAMES } from "../../src/shared/identity/journey-checks.ts";
import { trustScoreOf } from "../../src/shared/identity/trust-score.ts";

export interface ResultDocument {
  documentType: string | null;
  documentSide: string | null;
  /** The document's issuing country (an ICAO or ISO alpha-2 code), where the server knows it. */
  issuingCountryCode?: string | null;
  highLevelResult: string;
  /**
   * Each check by name, in the spec's values ("Passed", "NotNeeded") or the lower-case ones
   * ("passed", "notNeeded"); a photo kept before the checks' outcomes were has none.
   */
  checks: Readonly<Record<string, string>>;
}

interface ResultsViewProps extends ResultWords {
  /** Whether a text exists, so that nothing without one is shown under its raw name. */
  has: (key: string) => boolean;
  /** The journey's reference, for the client to quote to the broker's staff. */
  reference: string | null;
  documents: readonly ResultDocument[];
  /** The journey's high-level check details by name, in the same values as a photo's checks. */
  checkDetails?: Readonly<Record<string, string>> | undefined;
  extracted: Readonly<Record<string, string>>;
  /** A third-party scoring service's score, where the broker connects one. */
  thirdPartyScore?: number | undefined;
}

const RESULTS = "identityJourney:results";

/** Named checks with outcomes the page can name, in the given order. */
function namedOutcomes(
  order: readonly string[],
  sent: Readonly<Record<string, string>> | undefined,
): [string, CheckOutcome][] {
  return order.flatMap((name) => {
    const outcome = checkOutcomeOf(sent?.[name]);
    return outcome ? [[name, outcome] as [string, CheckOutcome]] : [];
  });
}

function OutcomeList({
  rows,
  label,
  t,
}: {
  rows: readonly [string, CheckOutcome][];
  label: (name: string) => string;
  t: ResultWords["t"];
}) {
  return (
    <dl className="results-list">
      {rows.map(([name, outcome]) => (
        <div key={name}>
          <dt>{label(name)}</dt>
          <dd className={outcome === "failed" ? "results-list__failed" : undefined}>
            {t(`${RESULTS}.checkOutcomes.${outcome}`)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ResultsView({
  t,
  has,
  intlTag,
  countryOfIcaoCode,
  reference,
  documents,
  checkDetails,
  extracted,
  thirdPartyScore,
}: ResultsViewProps) {
  const words: ResultWords = { t, intlTag, countryOfIcaoCode };
  /** The value when the group has a text for it, else the fallback. */
  const knownOr = (group: string, value: string | null | undefined, fallback: string) =>
    value && has(`${group}.${value}`) ? value : fallback;
  const documentName = (document: ResultDocument) => {
    const type = knownOr(`${RESULTS}.documentTypes`, document.documentType, "Unknown");
    const name = t(`${RESULTS}.documentTypes.${type}`);
    // A photo of something that is not an identity document is of no side of one (null).
    const side = knownOr(`${RESULTS}.sides`, document.documentSide, "");
    // A passport is photographed at its photo page only: it has no sides to tell apart.
    const named =
      type === "Passport" || !side
        ? name
        : t(`${RESULTS}.documentOfSide`, { document: name, side: t(`${RESULTS}.sides.${side}`) });
    return document.issuingCountryCode
      ? t(`${RESULTS}.documentOfCountry`, {
          document: named,
          country: countryOfCode(document.issuingCountryCode, words),
        })
      : named;
  };
  const resultOf = (document: ResultDocument) => {
    const results = "identityJourney:highLevelResults";
    return t(`${results}.${knownOr(results, document.highLevelResult, "Undefined")}`);
  };
  const details = namedOutcomes(CHECK_DETAIL_NAMES, checkDetails);
  const trust = trustScoreOf(checkDetails);
  const fields = Object.entries(extracted).filter(([name]) =>
    has(`documentFields:labels.${labelNameOf(name)}`),
  );
  return (
    <section className="results-view" aria-labelledby="journey-results-title">
      <h2 id="journey-results-title">{t(`${RESULTS}.title`)}</h2>
      {reference ? (
        <p className="results-reference">
          {t(`${RESULTS}.reference`)} <strong>{reference}</strong>
        </p>
      ) : null}
      <ol className="results-documents">
        {documents.map((document, index) => {
          const checks = namedOutcomes(PHOTO_CHECK_NAMES, document.checks);
          return (
            <li key={index}>
              <h3>
                {t(`${RESULTS}.photo`, {
                  number: String(index + 1),
                  document: documentName(document),
                })}
              </h3>
              <p>{t(`${RESULTS}.documentResult`, { result: resultOf(document) })}</p>
              {checks.length ? (
                <OutcomeList
                  rows={checks}
                  label={(name) => t(`${RESULTS}.checkNames.${name}`)}
                  t={t}
                />
              ) : null}
              {checks.some(
                ([name, outcome]) => name === "healthPassSignature" && outcome === "undetermined",
              ) ? (
                <p>{t(`${RESULTS}.signatureNotChecked`)}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {fields.length ? (
        <>
          <h3>{t(`${RESULTS}.extractedFields`)}</h3>
          <dl className="results-list">
            {fields.map(([name, value]) => (
              <div key={name}>
                <dt>{t(`documentFields:labels.${labelNameOf(name)}`)}</dt>
                <dd>{extractedValueText(name, value, words)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {details.length ? (
        <>
          <h3>{t(`${RESULTS}.checkDetails`)}</h3>
          <OutcomeList
            rows={details}
            label={(name) => t(`${RESULTS}.checkDetailNames.${name}`)}
            t={t}
          />
        </>
      ) : null}
      <h3>{t(`${RESULTS}.scores`)}</h3>
      <dl className="results-list">
        {trust ? (
          <div>
            <dt>{t(`${RESULTS}.trustScore`)}</dt>
            <dd>
              {t(`${RESULTS}.trustScoreValue`, {
                score: String(trust.score),
                passed: String(trust.passed),
                decided: String(trust.decided),
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t(`${RESULTS}.thirdPartyScore`)}</dt>
          <dd>
            {thirdPartyScore === undefined
              ? t(`${RESULTS}.notAvailable`)
              : new Intl.NumberFormat(words.intlTag).format(thirdPartyScore)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
