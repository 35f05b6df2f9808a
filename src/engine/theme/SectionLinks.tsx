import type { ReactNode } from "react";
import type { FormController } from "../form/form-controller.ts";
import type { FormLink } from "../logic/engine-ui-schema.ts";
import { matchesCondition } from "../logic/matches-condition.ts";
import type { Translator } from "../logic/translator.ts";
import { useControllerState } from "./use-form-state.ts";

interface SectionLinksProps {
  controller: FormController;
  translator: Translator;
  namespace: string;
  /** The open section's id: its links show under its fields. */
  sectionId: string | undefined;
  /** Renders the links that lead away (route, page, back), as the host does. */
  renderLink: ((link: FormLink) => ReactNode) | undefined;
}

/**
 * Under the open section: a status line once part of the form was sent ("we sent a code to …"),
 * and the section's links. Links that act on the form (reopen, resend, send) are buttons; links
 * that lead away are the host's.
 */
export function SectionLinks({
  controller,
  translator,
  namespace,
  sectionId,
  renderLink,
}: SectionLinksProps) {
  const links = controller.links.filter((link) => link.section === sectionId);
  const shown = useControllerState(controller, (s) =>
    links.filter((link) => !link.when || matchesCondition(link.when, s.data)).map((l) => l.id),
  );
  const sentPart = useControllerState(controller, (s) => s.sentPart?.id);
  const sentSeq = useControllerState(controller, (s) => s.sentPart?.seq);
  const statusKey = sentPart ? `${namespace}:parts.${sentPart}.sent` : undefined;
  const status =
    statusKey && translator.exists(statusKey)
      ? translator.t(statusKey, controller.getSnapshot().data)
      : "";
  if (!sectionId || (!links.length && !status)) return null;
  const act = (link: FormLink) => {
    if (link.reopen) controller.reopenSection(link.reopen);
    else if (link.resend) void controller.sendPart(link.resend);
    else if (link.send) void controller.sendPart(link.id);
  };
  return (
    <div className="section-links">
      <p className="section-links__status" role="status" key={sentSeq}>
        {status}
      </p>
      {shown.length ? (
        <ul className="form-links">
          {links
            .filter((link) => shown.includes(link.id))
            .map((link) => (
              <li key={link.id}>
                {link.reopen || link.resend || link.send ? (
                  <button type="button" className="button button--link" onClick={() => act(link)}>
                    {translator.t(`${namespace}:links.${link.id}`)}
                  </button>
                ) : (
                  renderLink?.(link)
                )}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
