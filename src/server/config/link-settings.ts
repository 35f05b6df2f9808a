/**
 * The settings of the flow's links to pages outside the form. Without a setting, a link leads
 * to a simple page this server serves itself (http/info-pages/), which the setting replaces.
 */
export const DEFAULT_LINKS = {
  generalApplyPl: "/apply/pl",
  generalApplyEu: "/apply/eu",
  externalApply: "/apply/international",
  cookieSettings: "/cookie-settings",
  remindPassword: "/remind-password",
  feesTable: "/documents/fees-and-commissions",
  documents: "/documents/account-opening",
} as const;

export type LinkSettings = Record<keyof typeof DEFAULT_LINKS, string>;

export function linkSettings(env: NodeJS.ProcessEnv): LinkSettings {
  return {
    generalApplyPl: env.GENERAL_APPLY_URL_PL || DEFAULT_LINKS.generalApplyPl,
    generalApplyEu: env.GENERAL_APPLY_URL_EU || DEFAULT_LINKS.generalApplyEu,
    externalApply: env.EXTERNAL_APPLY_URL || DEFAULT_LINKS.externalApply,
    cookieSettings: env.COOKIE_SETTINGS_URL || DEFAULT_LINKS.cookieSettings,
    remindPassword: env.REMIND_PASSWORD_URL || DEFAULT_LINKS.remindPassword,
    feesTable: env.FEES_TABLE_URL || DEFAULT_LINKS.feesTable,
    documents: env.DOCUMENTS_URL || DEFAULT_LINKS.documents,
  };
}

/** Whether a link leads to this server's own page: its setting is not given. */
export function isBuiltInLink(links: LinkSettings, name: keyof LinkSettings): boolean {
  return links[name] === DEFAULT_LINKS[name];
}
