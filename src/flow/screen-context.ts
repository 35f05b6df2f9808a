/**
 * The context values a screen provides to its form (`x-context` fields) and that routes may
 * require (`requiresContext`): the language, its country, the residence, which falls back
 * to the language's default residence (`defaultResidenceOfLanguage` dictionary), and the
 * registered e-mail address (some phone prefixes are offered by its domain), and the client's tax
 * status from the residence and the saved citizenship (the tax step's default office), and
 * whether a payment gateway is configured (the first deposit offered after the answers).
 */
import type { Language } from "../shared/brand/locales.ts";
import { taxResidenceFlag } from "../shared/tax/tax-residence-flag.ts";

interface ContextSource {
  locale: { language: Language };
  dictionaries: Readonly<Record<string, unknown>>;
  residenceCountry: string | undefined;
  email?: unknown;
  citizenship?: unknown;
  /** The broker's pages and the payment gateways configured (`paymentBlueMedia`, `paymentTrustly`). */
  links?: Readonly<Record<string, string>>;
}

export type ScreenContext = Readonly<Record<string, string | number | boolean | undefined>>;

export function screenContext({
  locale,
  dictionaries,
  residenceCountry,
  email,
  citizenship,
  links = {},
}: ContextSource): ScreenContext {
  const { language } = locale;
  const lookup = (name: string) =>
    (dictionaries[name] as Record<string, string> | undefined)?.[language];
  const residence = residenceCountry ?? lookup("defaultResidenceOfLanguage");
  return {
    language,
    languageCountry: lookup("residenceCountryOfLanguage"),
    residenceCountry: residence,
    email: typeof email === "string" ? email : undefined,
    taxResidenceFlag: taxResidenceFlag(residence, citizenship),
    isPaymentAllowed: Boolean(links.paymentBlueMedia || links.paymentTrustly),
  };
}
