/**
 * The journey select (widget spec §2, "Journey select (Continue)"): where several journey
 * definitions serve the page, the client picks one, each named by what it will ask for, and
 * Continue starts it.
 */
import { useId, useState } from "react";
import type { JourneyChoice } from "../../src/capture/journey-vocabulary.ts";
import { JOURNEY_FOCUS } from "./journey-focus.ts";

/** The words of a definition's actions (the upload's section titles); a card's back is its document's. */
const ACTION_TEXTS: Readonly<Record<string, string>> = {
  "IDENTITY:FRONT": "identityJourney:upload.identity.title",
  SELFIE: "identityJourney:journeySelect.actions.selfie",
  LIVENESS: "identityJourney:journeySelect.actions.liveness",
  ADDRESS: "identityJourney:upload.addressProof.title",
  COVID: "identityJourney:upload.healthPass.title",
};

/** A choice as the client reads it: what it will ask for, in order. */
export const choiceText = (choice: JourneyChoice, t: (key: string) => string): string =>
  choice.actions
    .flatMap((action) => {
      const text = ACTION_TEXTS[action];
      return text ? [t(text)] : [];
    })
    .join(", ");

interface JourneySelectViewProps {
  t: (key: string) => string;
  choices: readonly JourneyChoice[];
  onChoose: (definitionId: string) => void;
}

export function JourneySelectView({ t, choices, onChoose }: JourneySelectViewProps) {
  const name = useId();
  const [chosen, setChosen] = useState(choices[0]?.id);
  return (
    <form
      className="journey-select"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onChoose(chosen);
      }}
    >
      <h2 tabIndex={-1} {...JOURNEY_FOCUS}>
        {t("identityJourney:journeySelect.title")}
      </h2>
      <fieldset>
        <legend>{t("identityJourney:journeySelect.legend")}</legend>
        <div className="choice-cards">
          {choices.map((choice) => (
            <div
              key={choice.id}
              className={`choice-card${choice.id === chosen ? " choice-card--selected" : ""}`}
            >
              <input
                id={`${name}-${choice.id}`}
                className="choice-card__input"
                type="radio"
                name={name}
                value={choice.id}
                checked={choice.id === chosen}
                onChange={() => setChosen(choice.id)}
              />
              <label className="choice-card__label" htmlFor={`${name}-${choice.id}`}>
                {choiceText(choice, t)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="capture-actions">
        <button type="submit" className="button button--primary">
          {t("identityJourney:journeySelect.continue")}
        </button>
      </div>
    </form>
  );
}
