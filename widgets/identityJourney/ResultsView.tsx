/**
 * The results of a journey (widget spec §2 "Results"): each document with its type and result,
 * the details read from it under the label catalogue's names, the checks with their outcome
 * (N/A where a check does not apply), and the scores.
 */
export interface ResultDocument {
  documentType: string | null;
  documentSide: string | null;
  highLevelResult: string;
  reasons: readonly string[];
  scores: Readonly<Record<string, number>>;
}

interface ResultsViewProps {
  t: (key: string, values?: Record<string, string>) => string;
  /** Whether a text exists, so a field without a label shows its own name. */
  has: (key: string) => boolean;
  documents: readonly ResultDocument[];
  extracted: Readonly<Record<string, string>>;
}

/** Each check and the reason code that means it failed. */
const CHECKS = [
  ["sharpness", "blurred"],
  ["glare", "glare"],
  ["resolution", "tooSmall"],
  ["documentFound", "documentNotFound"],
  ["mrzConfidence", "mrzUnreadable"],
] as const;

/** Checks a broker's own services run, not this journey: shown as not applicable. */
const ADDITIONAL_CHECKS = ["dataChecks", "lookBackCheck"] as const;

const scoreText = (score: number | undefined) =>
  score === undefined ? "" : String(Math.round(score * 100) / 100);

export function ResultsView({ t, has, documents, extracted }: ResultsViewProps) {
  const label = (name: string) =>
    has(`documentFields:labels.${name}`) ? t(`documentFields:labels.${name}`) : name;
  const last = documents[documents.length - 1];
  return (
    <section className="results-view" aria-labelledby="journey-results-title">
      <h2 id="journey-results-title">{t("identityJourney:results.title")}</h2>
      <table className="results-table">
        <thead>
          <tr>
            <th scope="col">{t("identityJourney:results.documentType")}</th>
            <th scope="col">{t("identityJourney:results.documentResult")}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document, index) => (
            <tr key={index}>
              <td>
                {t("identityJourney:results.documentOfSide", {
                  document: t(
                    `identityJourney:results.documentTypes.${
                      has(`identityJourney:results.documentTypes.${document.documentType}`)
                        ? document.documentType
                        : "Unknown"
                    }`,
                  ),
                  side: t(`identityJourney:results.sides.${document.documentSide ?? "Front"}`),
                })}
              </td>
              <td>{t(`identityJourney:highLevelResults.${document.highLevelResult}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {Object.keys(extracted).length ? (
        <>
          <h3>{t("identityJourney:results.extractedFields")}</h3>
          <dl className="review-list">
            {Object.entries(extracted).map(([name, value]) => (
              <div key={name}>
                <dt>{label(name)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {last ? (
        <>
          <h3>{t("identityJourney:results.checks")}</h3>
          <table className="results-table">
            <tbody>
              {CHECKS.map(([check, failure]) => (
                <tr key={check}>
                  <th scope="row">{t(`identityJourney:results.scoreNames.${check}`)}</th>
                  <td>
                    {last.scores[check] === undefined
                      ? t("identityJourney:results.notApplicable")
                      : t(
                          `identityJourney:results.checkValues.${last.reasons.includes(failure) ? "Failed" : "Passed"}`,
                        )}
                  </td>
                  <td>{scoreText(last.scores[check])}</td>
                </tr>
              ))}
              {ADDITIONAL_CHECKS.map((check) => (
                <tr key={check}>
                  <th scope="row">{t(`identityJourney:results.additional.${check}`)}</th>
                  <td>{t("identityJourney:results.notApplicable")}</td>
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
