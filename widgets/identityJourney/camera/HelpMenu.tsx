/**
 * The camera view's help menu (onboarding spec §2 "Upload document (mobile)"): a disclosure
 * button opening its entries: wrong camera (to the camera chooser), how to take a good picture,
 * take the picture manually, security of your data (a popup), skip to uploading files.
 */
import { useState } from "react";

export const HELP_ENTRIES = ["wrongCamera", "howTo", "manual", "security", "skipToFiles"] as const;
export type HelpEntry = (typeof HELP_ENTRIES)[number];

interface HelpMenuProps {
  t: (key: string) => string;
  onChoose: (entry: HelpEntry) => void;
}

export function HelpMenu({ t, onChoose }: HelpMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <nav className="help-menu" aria-label={t("identityJourney:camera.helpMenu.title")}>
      <button
        type="button"
        className="button button--link"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t("identityJourney:camera.helpMenu.open")}
      </button>
      {open ? (
        <ul className="help-menu__entries">
          {HELP_ENTRIES.map((entry) => (
            <li key={entry}>
              <button
                type="button"
                className="button button--link"
                onClick={() => {
                  setOpen(false);
                  onChoose(entry);
                }}
              >
                {t(`identityJourney:camera.helpMenu.${entry}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
