/**
 * The phone's last page (spec §2 "Return to desktop (mobile)"): the upload's error, when it
 * failed, and "continuing the registration on your computer". The server is told up to 3 times,
 * 3 s apart, so the desktop's wait ends even when a call is lost.
 */
import { useEffect, useState } from "react";
import { callProxy } from "../../../flow/proxy-client.ts";
import { repeatUntilDone } from "../../../flow/handoff/repeat-until-done.ts";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";

export const RETURN_NOTICE = { everyMs: 3000, maxAttempts: 3 } as const;

/** Whether the phone's photos failed (the latest journey's result is not Passed). */
function useUploadFailed(): boolean {
  const { state } = useAppContext();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    callProxy(state, "upload-outcome", {}).then(
      (answer) => {
        const result = (answer.data as { highLevelResult?: unknown } | undefined)?.highLevelResult;
        if (current) setFailed(typeof result === "string" && result !== "Passed");
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state]);
  return failed;
}

export function ReturnToDesktopScreen() {
  const { state, translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const failed = useUploadFailed();
  const t = (key: string) => translator.t(`handoff:returnToDesktop.${key}`);
  useEffect(
    () =>
      repeatUntilDone(
        () =>
          callProxy(state, "mobile-return-to-desktop", {}).then(
            (answer) => answer.status === "success",
          ),
        RETURN_NOTICE,
      ),
    [state],
  );
  return (
    <section className="screen handoff" data-route="mobileReturnToDesktop">
      <h1 ref={heading} tabIndex={-1}>
        {t("title")}
      </h1>
      {failed ? (
        <p className="notice notice--warning" role="alert">
          {t("failed")}
        </p>
      ) : null}
      <p className="handoff-return__message">{t("continuing")}</p>
      <p>{t("body")}</p>
    </section>
  );
}
