/**
 * The results of a journey for the client (widget spec §2 "Results"): the journey's reference,
 * each photo's document and result with its checks (the spec's check detail values: passed,
 * failed, not needed, skipped, undetermined; a check the photo never reached is never shown as
 * passed), and the details read from the document under the label catalogue's names. Scores
 * and the broker's own checks are for its staff, not shown here.
 */
export type CheckOutcome = "passed" | "failed" | "notNeeded" | "skipped" | "undetermined";

export interface ResultDocument {
  documentType: string | null;
  documentSide: string | null;
  highLevelResult: string;
  /** Each check by name; a photo kept before the checks' outcomes were has none. */
  checks: Readonly<Record<string, CheckOutcome>>;
}

interface ResultsViewProps {
  t: (key: string, values?: Record<string, string>) => string;
  /** Whether a text exists, so a field without a label shows its own name. */
  has: (key: string) => boolean;
  /** The journey's reference, for the client to quote to the broker's staff. */
  reference: string | null;
  documents: readonly ResultDocument[];
  extracted: Readonly<Record<string, string>>;
}

/** The checks in the order a photo reaches them. */
const CHECKS = [
  "documentFound",
  "sharpness",
  "glare",
  "resolution",
  "machineReadableZone",
  "documentType",
  "issuingCountry",
  "expiry",
] as const;

export function ResultsView({ t, has, reference, documents, extracted }: ResultsViewProps) {
  const label = (name: string) =>
    has(`documentFields:labels.${name}`) ? t(`documentFields:labels.${name}`) : name;
  const documentName = (document: ResultDocument) => {
    const type = has(`identityJourney:results.documentTypes.${document.documentType}`)
      ? document.documentType!
      : "Unknown";
    const name = t(`identityJourney:results.documentTypes.${type}`);
    // A passport is photographed at its photo page only: it has no sides to tell apart.
    if (type === "Passport") return name;
    return t("identityJourney:results.documentOfSide", {
      document: name,
      side: t(`identityJourney:results.sides.${document.documentSide ?? "Front"}`),
    });
  };
  return (
    <section className="results-view" aria-labelledby="journey-results-title">
      <h2 id="journey-results-title">{t("identityJourney:results.title")}</h2>
      {reference ? (
        <p className="results-reference">
          {t("identityJourney:results.reference")} <strong>{reference}</strong>
        </p>
      ) : null}
      <ol className="results-documents">
        {documents.map((document, index) => (
          <li key={index}>
            <h3>
              {t("identityJourney:results.photo", {
                number: String(index + 1),
                document: documentName(document),
              })}
            </h3>
            <p>
              {t("identityJourney:results.documentResult", {
                result: t(`identityJourney:highLevelResults.${document.highLevelResult}`),
              })}
            </p>
            {Object.keys(document.checks).length ? (
              <dl className="results-list">
                {CHECKS.filter((check) => document.checks[check]).map((check) => (
                  <div key={check}>
                    <dt>{t(`identityJourney:results.checkNames.${check}`)}</dt>
                    <dd
                      className={
                        document.checks[check] === "failed" ? "results-list__failed" : undefined
                      }
                    >
                      {t(`identityJourney:results.checkOutcomes.${document.checks[check]}`)}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      {Object.keys(extracted).length ? (
        <>
          <h3>{t("identityJourney:results.extractedFields")}</h3>
          <dl className="results-list">
            {Object.entries(extracted).map(([name, value]) => (
              <div key={name}>
                <dt>{label(name)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
