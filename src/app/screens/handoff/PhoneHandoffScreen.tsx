/**
 * The phone hand-off (spec §2 "Phone hand-off (mobileSms)", route /phone-number): the header, a
 * note that the phone is recommended, and two methods: a QR code (the default) or a link by text
 * message, whose form (the `mobileSms` step: number, bot check, then the code) the engine renders.
 * Below, the other options: this device, or later.
 */
import { useId, useState } from "react";
import { useSnapshot } from "valtio";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { findRoute, resolveRoute } from "../../../shared/flow/flow-definition.ts";
import { useAppContext } from "../../session-context.ts";
import { StepScreen } from "../StepScreen.tsx";
import { useHeadingFocus } from "../use-heading-focus.ts";
import { OtherUploadOptions } from "./OtherUploadOptions.tsx";
import { QrCodePanel } from "./QrCodePanel.tsx";

/** The two methods, named as the flow names them (routes without a path). */
const METHODS = ["uploadQR", "uploadPhone"] as const;
type Method = (typeof METHODS)[number];

export function PhoneHandoffScreen() {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const [method, setMethod] = useState<Method>("uploadQR");
  const name = useId();
  const t = (key: string) => translator.t(`handoff:phoneNumber.${key}`);
  const resolved = resolveRoute(findRoute(ONBOARDING_FLOW, "mobileSms")!, snap.device);
  return (
    <section className="screen handoff" data-route="mobileSms">
      <h1 ref={heading} tabIndex={-1}>
        {t("title")}
      </h1>
      <p className="notice">{t("recommended")}</p>
      <fieldset className="handoff__methods">
        <legend className="field__label">{t("methods.legend")}</legend>
        <div className="choice-cards">
          {METHODS.map((option) => (
            <div
              key={option}
              className={`choice-card${option === method ? " choice-card--selected" : ""}`}
            >
              <input
                id={`${name}-${option}`}
                className="choice-card__input"
                type="radio"
                name={name}
                value={option}
                checked={option === method}
                aria-controls={`${name}-panel`}
                onChange={() => setMethod(option)}
              />
              <label className="choice-card__label" htmlFor={`${name}-${option}`}>
                {t(`methods.${option}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div id={`${name}-panel`} className="handoff__panel" data-method={method}>
        {method === "uploadQR" ? (
          <QrCodePanel />
        ) : (
          <>
            <h2>{t("sms.heading")}</h2>
            {resolved.schema ? <StepScreen resolved={resolved} embedded /> : null}
          </>
        )}
      </div>
      <OtherUploadOptions />
    </section>
  );
}
