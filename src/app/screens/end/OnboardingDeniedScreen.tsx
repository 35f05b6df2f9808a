/** Onboarding refused (spec §2): why in a sentence, and how to reach the broker (configured). */
import { useSnapshot } from "valtio";
import { useAppContext } from "../../session-context.ts";
import { useHeadingFocus } from "../use-heading-focus.ts";

export function OnboardingDeniedScreen() {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  const email = snap.links.contactEmail;
  const phone = snap.links.contactPhone;
  return (
    <section className="screen" data-route="onboardingDenied">
      <h1 ref={heading} tabIndex={-1}>
        {translator.t("endPages:denied.title")}
      </h1>
      <p>{translator.t("endPages:denied.body")}</p>
      <ul className="contact-lines">
        {email ? (
          <li>
            {translator.t("endPages:denied.email")} <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {phone ? (
          <li>
            {translator.t("endPages:denied.phone")}{" "}
            <a href={`tel:${phone.replace(/[^+0-9]/g, "")}`}>{phone}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
