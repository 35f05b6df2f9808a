/** The context values the server vouches for, filled into a step's `x-context` fields. */
import type { Language } from "../../shared/brand/locales.ts";
import { taxResidenceFlag } from "../../shared/tax/tax-residence-flag.ts";
import type { ApplicationAnswers } from "../storage/answers-cache.ts";
import type { Application } from "../storage/application-store/application-records.ts";
import type { ProxyServices } from "./proxy-services.ts";

export function serverContext(
  services: ProxyServices,
  language: Language,
  application: Application | undefined,
): Record<string, unknown> {
  const countryOfLanguage = services.files.dictionaries.residenceCountryOfLanguage as
    Record<string, string> | undefined;
  return {
    language,
    languageCountry: countryOfLanguage?.[language],
    residenceCountry: application?.residenceCountry ?? undefined,
    isPaymentAllowed: Boolean(services.config.payment.blueMedia || services.config.payment.trustly),
  };
}

/**
 * The context of a step submission: the session's values, whether the application holds a
 * document scan (`documentUploaded`, spec §3 uploadAction: 1 or 0), and the client's tax status
 * from the residence and the saved citizenship (`taxResidenceFlag`), which no browser may claim.
 */
export function submissionContext(
  services: ProxyServices,
  language: Language,
  application: Application,
  steps: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  answers: Pick<ApplicationAnswers, "documentScanned">,
): Record<string, unknown> {
  return {
    ...serverContext(services, language, application),
    documentUploaded: answers.documentScanned ? 1 : 0,
    taxResidenceFlag: taxResidenceFlag(
      application.residenceCountry,
      steps.personalDataConfirm?.citizenship,
    ),
  };
}
