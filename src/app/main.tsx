/** The browser entry: resolve brand and language from the URL, load translations, start the session. */
import "./early-start.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { resolveLocaleFromPath, type Language } from "../shared/brand/locales.ts";
import { languageRedirect } from "../shared/brand/language-param.ts";
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
import { bootstrap } from "./bootstrap.ts";
import { loadStepScreen } from "./screens/load-step-screen.ts";
import { contentIntlTagOf, loadTexts, translatorOf } from "./i18n.ts";
import { loadLocaleNames } from "./locale-names.ts";
import { OnboardingApp } from "./OnboardingApp.tsx";
import "@fontsource-variable/inter/wght.css";
import "./theme/tokens.css";
import "./theme/brands.css";
import "./styles/index.css";
import "./chrome/page-foot.css";
// Widget styles live beside their widget; the widgets themselves are also read by Node scripts.
import "../../widgets/combobox/combobox.css";
import "../../widgets/proofOfWork/proof-of-work.css";

/** How long the first render waits, after the texts, for the session and the URL's step. */
const FIRST_RENDER_WAIT_MS = 300;

async function start(): Promise<void> {
  const resolution =
    resolveLocaleFromPath(window.location.pathname) ?? resolveLocaleFromPath("/onboarding/")!;
  if (resolution.kind === "redirect") {
    window.location.replace(resolution.to + window.location.search);
    return;
  }
  const inLanguage = languageRedirect(window.location.pathname, window.location.search);
  if (inLanguage) {
    window.location.replace(inLanguage);
    return;
  }
  const { locale, basePath } = resolution;
  // The language the texts are in: a language without texts of its own shows English ones.
  document.documentElement.lang = contentIntlTagOf(locale.language);
  // Each brand has its own tokens (theme/brands.css) and icon.
  document.documentElement.dataset.brand = locale.brand;
  document
    .querySelector<HTMLLinkElement>("link[rel=icon]")
    ?.setAttribute("href", `/favicon-${locale.brand}.svg`);
  const state = createSessionState(locale, basePath, window.location.search);
  rememberMarketingParams(window.location.search);
  startMarketingSession();
  exposeGlobalErrorSetter(state);
  // Translations, the session, the dictionaries and the route's step all load at once.
  const pathInBase = window.location.pathname.slice(basePath.length) || "/";
  // The country and month names come with the texts, so the first render needs no `Intl` data.
  const translator = Promise.all([
    loadTexts(locale.language),
    loadLocaleNames(contentIntlTagOf(locale.language)),
  ]).then(([texts]) => translatorOf(texts, locale.language));
  const started = bootstrap(state, translator, pathInBase);
  const stepLoaded = preloadStepAt(pathInBase, state.device, locale.language);
  const ready = await translator;
  // The first render waits a moment for the session and the step, so that the page appears with
  // its form in one pass; when either is slow, the page and its loader show first.
  await settledWithin(Promise.all([started, stepLoaded]), FIRST_RENDER_WAIT_MS);
  document.title = ready.t("common:pageTitle");
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <OnboardingApp state={state} translator={ready} />
    </StrictMode>,
  );
  await started;
}

/**
 * Starts loading the form step the URL names (its module, texts and the engine) before anything
 * renders; settles when they are there, or at once when the URL names no form step.
 */
function preloadStepAt(pathInBase: string, device: Device, language: Language): Promise<unknown> {
  const route =
    routeForPath(ONBOARDING_FLOW, pathInBase) ??
    findRoute(ONBOARDING_FLOW, ONBOARDING_FLOW.notFoundRoute);
  const schema = route && resolveRoute(route, device).schema;
  if (!schema) return Promise.resolve();
  // A failure shows on the step's screen, which asks for the parts itself.
  return loadStepScreen(schema, language, route.review === true).catch(() => undefined);
}

/** Settles when the promise does, or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

void start();
