/**
 * The journey's Cancel (widget spec §2 "Journey container"), which asks first: a dialog says what
 * cancelling means; only "Yes, cancel" ends the journey, while "No", Escape or closing the dialog
 * leave it where it was, with focus back on Cancel.
 */
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../../src/engine/theme/Dialog.tsx";

interface CancelJourneyProps {
  t: (key: string) => string;
  /** The client confirmed: the journey ends. */
  onCancel: () => void;
  /** The dialog opened or closed (the journey keeps focus to itself meanwhile). */
  onDialog: (open: boolean) => void;
}

export function CancelJourney({ t, onCancel, onDialog }: CancelJourneyProps) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const tell = useRef(onDialog);
  useEffect(() => {
    tell.current = onDialog;
  });
  // The page hears of the close also when the journey moves on under the dialog (an upload that
  // ends it) and takes Cancel away. Focus goes back to Cancel, which a tap need not have focused.
  useEffect(() => {
    if (!asking) return;
    tell.current(true);
    const cancelButton = button.current;
    return () => {
      tell.current(false);
      if (cancelButton?.isConnected) cancelButton.focus();
    };
  }, [asking]);
  const goOn = () => setAsking(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--link"
        onClick={() => setAsking(true)}
      >
        {t("identityJourney:cancel")}
      </button>
      {asking ? (
        <Dialog
          title={t("identityJourney:cancelDialog.title")}
          onClose={goOn}
          actions={
            // Going on is offered first and marked: Tab from the dialog reaches it first.
            <>
              <button type="button" className="button button--primary" onClick={goOn}>
                {t("identityJourney:cancelDialog.goOn")}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAsking(false);
                  onCancel();
                }}
              >
                {t("identityJourney:cancelDialog.confirm")}
              </button>
            </>
          }
        >
          <p>{t("identityJourney:cancelDialog.body")}</p>
        </Dialog>
      ) : null}
    </>
  );
}
