/**
 * The hand-off's collapsible "check options" (spec §2): "upload from this device" opens a popup
 * recommending the phone, whose "proceed" sends the upload choice again as this device (2, as the
 * desktop upload's own popup does, DATA_UPLOAD_CHOICE) and follows the answer; "upload later"
 * sends it as later (1) and goes where the answer says (the personal data).
 */
import { useState } from "react";
import { Dialog } from "../../../engine/index.ts";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { saveStepData } from "../../../flow/session-actions.ts";
import { findRoute } from "../../../shared/flow/flow-definition.ts";
import { useAppContext } from "../../session-context.ts";
import { useProxyMove } from "./use-proxy-move.ts";

/** The upload choice's values (onboarding spec: later 1, this device 2, the phone 3). */
const UPLOAD_LATER = 1;
const UPLOAD_FROM_THIS_DEVICE = 2;

export function OtherUploadOptions() {
  const { state, translator } = useAppContext();
  const move = useProxyMove();
  const [recommendOpen, setRecommendOpen] = useState(false);
  const t = (key: string) => translator.t(`handoff:phoneNumber.${key}`);
  const choose = (dataUploadChoice: number) => {
    const action = findRoute(ONBOARDING_FLOW, "dataUploadChoice")?.action;
    if (!action) return;
    void move(action, { dataUploadChoice }, () =>
      saveStepData(state, "dataUploadChoice", { dataUploadChoice }),
    );
  };
  return (
    <details className="handoff__options">
      <summary>{t("options.summary")}</summary>
      <div className="handoff__options-body">
        <button type="button" className="button" onClick={() => setRecommendOpen(true)}>
          {t("options.thisDevice")}
        </button>
        <button type="button" className="button" onClick={() => choose(UPLOAD_LATER)}>
          {t("options.later")}
        </button>
      </div>
      {recommendOpen ? (
        <Dialog
          title={t("recommendPopup.title")}
          onClose={() => setRecommendOpen(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setRecommendOpen(false)}>
                {t("recommendPopup.back")}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setRecommendOpen(false);
                  choose(UPLOAD_FROM_THIS_DEVICE);
                }}
              >
                {t("recommendPopup.proceed")}
              </button>
            </>
          }
        >
          <p>{t("recommendPopup.body")}</p>
        </Dialog>
      ) : null}
    </details>
  );
}
