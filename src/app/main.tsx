/** The browser entry: resolve brand and language from the URL, load translations, start the session. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { contentLanguageOf, intlTagOf, resolveLocaleFromPath } from "../shared/brand/locales.ts";
import { rememberMarketingParams, startMarketingSession } from "../flow/marketing.ts";
import { createSessionState } from "../flow/session-store.ts";
import { exposeGlobalErrorSetter } from "./chrome/global-error.ts";
import { bootstrap } from "./bootstrap.ts";
import { createI18n, hasOwnTexts, translatorOf } from "./i18n.ts";
import { OnboardingApp } from "./OnboardingApp.tsx";
import "./styles.css";

async function start(): Promise<void> {
  const resolution =
    resolveLocaleFromPath(window.location.pathname) ?? resolveLocaleFromPath("/onboarding/")!;
  if (resolution.kind === "redirect") {
    window.location.replace(resolution.to + window.location.search);
    return;
  }
  const { locale, basePath } = resolution;
  // The language the texts are in: a language without texts of its own shows English ones.
  document.documentElement.lang = intlTagOf(contentLanguageOf(locale.language, hasOwnTexts));
  // Each brand has its own icon.
  document
    .querySelector<HTMLLinkElement>("link[rel=icon]")
    ?.setAttribute("href", `/favicon-${locale.brand}.svg`);
  const state = createSessionState(locale, basePath, window.location.search);
  rememberMarketingParams(window.location.search);
  startMarketingSession();
  exposeGlobalErrorSetter(state);
  const i18n = await createI18n(locale.language);
  const translator = translatorOf(i18n, locale.language);
  document.title = translator.t("common:pageTitle");
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <OnboardingApp state={state} translator={translator} />
    </StrictMode>,
  );
  await bootstrap(state, translator, window.location.pathname.slice(basePath.length) || "/");
}

void start();
