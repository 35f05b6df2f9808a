import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  engineContextOf,
  ownsLabel,
  stopsWhileAway,
  useFieldErrors,
} from "../../src/engine/index.ts";
import { loadAltcha } from "./load-altcha.ts";

/** The URL the widget fetches challenges from; the server verifies the solution on submit. */
export const CHALLENGE_URL = "/api/altcha/challenge";

interface AltchaElement extends HTMLElement {
  configure?: (config: Record<string, unknown>) => void;
  reset?: () => void;
}

/** The widget's texts that can show; ALTCHA reads them from its own store, by language. */
const ALTCHA_STRING_KEYS = [
  "label",
  "verifying",
  "verified",
  "error",
  "expired",
  "loading",
  "verificationRequired",
  "waitAlert",
  "verify",
  "reload",
  "cancel",
];

/**
 * The registration's bot check: a self-hosted ALTCHA proof of work. The solved payload becomes
 * the field's value; the server checks it once and fails closed.
 */
function ProofOfWork(props: WidgetProps) {
  const { id, label, onChange, registry } = props;
  const invalid = useFieldErrors(registry, id).length > 0;
  const value: unknown = props.value;
  const widget = useRef<AltchaElement | undefined>(undefined);
  const { translator, namespace } = engineContextOf(registry);
  const container = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The newest onChange for the widget's events, which come after a commit.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let element: AltchaElement | undefined;
    let cancelled = false;
    // ALTCHA looks its texts up by a lower-cased language code ("en-GB" would not be found).
    const language = `onboarding-${translator.intlTag.toLowerCase()}`;
    const strings = Object.fromEntries(
      ALTCHA_STRING_KEYS.map((name) => [name, translator.t(`${namespace}:proofOfWork.${name}`)]),
    );
    void loadAltcha()
      .then((altcha) => {
        if (cancelled || !container.current) return;
        altcha.i18n.set(language, { ...strings, ariaLinkLabel: "", footer: "" });
        element = document.createElement("altcha-widget");
        element.id = id;
        element.setAttribute("challenge", CHALLENGE_URL);
        element.setAttribute("language", language);
        element.setAttribute("configuration", JSON.stringify({ hideFooter: true, hideLogo: true }));
        element.addEventListener("statechange", (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>)
            .detail;
          onChangeRef.current(state === "verified" && payload ? payload : undefined);
        });
        container.current.append(element);
        widget.current = element;
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      element?.remove();
      widget.current = undefined;
    };
  }, [id, namespace, translator]);

  // A proof is used once: when the form empties the field (a section reopened), check again.
  useEffect(() => {
    if (value === undefined) widget.current?.reset?.();
  }, [value]);

  return (
    <div role="group" aria-labelledby={`${id}__label`}>
      <p id={`${id}__label`} className="field__label">
        {label}
      </p>
      <div
        className={`proof-of-work${invalid ? " proof-of-work--error" : ""}`}
        ref={container}
        data-testid="proof-of-work"
      />
      {loadFailed ? (
        <p className="field__error" role="alert">
          {translator.t(`${namespace}:proofOfWork.error`)}
        </p>
      ) : null}
    </div>
  );
}

/** Its proof of work stops while its field is away. */
export const ProofOfWorkWidget = stopsWhileAway(ownsLabel(ProofOfWork));
