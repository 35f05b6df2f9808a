/** Terms and conditions of the journey (widget spec §2): Agree goes on, Disagree ends it. */
import { JOURNEY_FOCUS } from "./journey-focus.ts";

interface TermsViewProps {
  t: (key: string) => string;
  onAnswer: (answer: "Agree" | "Disagree") => void;
}

export function TermsView({ t, onAnswer }: TermsViewProps) {
  return (
    <div className="terms-view">
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t("identityJourney:terms.title")}
      </h2>
      <p>{t("identityJourney:terms.body")}</p>
      <div className="capture-actions">
        <button type="button" className="button" onClick={() => onAnswer("Disagree")}>
          {t("identityJourney:terms.disagree")}
        </button>
        <button type="button" className="button button--primary" onClick={() => onAnswer("Agree")}>
          {t("identityJourney:terms.agree")}
        </button>
      </div>
    </div>
  );
}
