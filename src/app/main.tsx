/** The browser entry: resolve brand and language from the URL, load translations, start the session. */
import "./early-start.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import {
  contentLanguageOf,
  intlTagOf,
  resolveLocaleFromPath,
  type Language,
} from "../shared/brand/locales.ts";
import { rememberMarketingParams, startMarketingSession } from "../flow/marketing.ts";
import { createSessionState } from "../flow/session-store.ts";
import { exposeGlobalErrorSetter } from "./chrome/global-error.ts";
import {
  findRoute,
  resolveRoute,
  routeForPath,
  type Device,
} from "../shared/flow/flow-definition.ts";
import { ONBOARDING_FLOW } from "../flow/flow-file.ts";
import { loadStepModule } from "../flow/step-modules.ts";
import { bootstrap } from "./bootstrap.ts";
import { loadFormKit } from "./screens/load-form-kit.ts";
import { hasOwnTexts, loadNamespace, loadTexts, translatorOf } from "./i18n.ts";
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
  // Translations, the session, the dictionaries and the route's step all load at once.
  const pathInBase = window.location.pathname.slice(basePath.length) || "/";
  const translator = loadTexts(locale.language).then((texts) =>
    translatorOf(texts, locale.language),
  );
  const started = bootstrap(state, translator, pathInBase);
  preloadStepAt(pathInBase, state.device, locale.language);
  const ready = await translator;
  document.title = ready.t("common:pageTitle");
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <OnboardingApp state={state} translator={ready} />
    </StrictMode>,
  );
  await started;
}

/** Starts loading the form step the URL names, its texts and the engine, before anything renders. */
function preloadStepAt(pathInBase: string, device: Device, language: Language): void {
  const route =
    routeForPath(ONBOARDING_FLOW, pathInBase) ??
    findRoute(ONBOARDING_FLOW, ONBOARDING_FLOW.notFoundRoute);
  const schema = route && resolveRoute(route, device).schema;
  if (!schema) return;
  void loadStepModule(schema).catch(() => undefined);
  void loadNamespace(language, schema).catch(() => undefined);
  void loadFormKit().catch(() => undefined);
}

void start();
