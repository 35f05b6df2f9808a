import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { Route, Router, Switch, useLocation } from "wouter";
import { ONBOARDING_FLOW } from "../flow/flow-file.ts";
import { Disclaimer } from "./chrome/Disclaimer.tsx";
import { GlobalErrorBanner } from "./chrome/GlobalErrorBanner.tsx";
import { Loader } from "./chrome/Loader.tsx";
import { StepIndicator } from "./chrome/StepIndicator.tsx";
import { SidePanel } from "./chrome/SidePanel.tsx";
import { useHandoffWatch } from "./handoff-watch.ts";
import { AppContext, useAppContext, type AppContextValue } from "./session-context.ts";
import { loadedStepScreen, loadStepScreen } from "./screens/load-step-screen.ts";
import { RouteScreen } from "./screens/RouteScreen.tsx";
import { StepPartsContext, type StepPartsLoader } from "./screens/step-parts-context.ts";
import { HANDOFF_REFUSED_SCREEN, LazyScreen } from "./screens/lazy-screens.tsx";

/** Routes with a path, once each (two names may share one path; the first is the one the URL shows). */
const PATH_ROUTES = ONBOARDING_FLOW.routes.filter(
  (route, index, all) =>
    route.path !== undefined && all.findIndex((r) => r.path === route.path) === index,
);

const STEP_PARTS: StepPartsLoader = { load: loadStepScreen, loaded: loadedStepScreen };

function Shell() {
  const { state, translator } = useAppContext();
  const { locked, handoffRefused } = useSnapshot(state);
  const [location] = useLocation();
  const scrolledFor = useRef(location);
  useHandoffWatch(location);
  useEffect(() => {
    // After every navigation, once the page is unlocked, start at the top.
    if (!locked && scrolledFor.current !== location) {
      scrolledFor.current = location;
      window.scrollTo(0, 0);
    }
  }, [location, locked]);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {translator.t("common:skipToContent")}
      </a>
      <header className="header">
        <span className="header__logo" aria-hidden="true" />
        <span className="header__brand">{translator.t(`common:brand.${state.locale.brand}`)}</span>
      </header>
      <GlobalErrorBanner />
      <div className="layout__body">
        <main id="main" className="main" aria-busy={locked} inert={locked}>
          {handoffRefused ? null : <StepIndicator />}
          {handoffRefused ? (
            // A refused hand-off link opens nothing of the application.
            <LazyScreen route={HANDOFF_REFUSED_SCREEN} />
          ) : (
            <Switch>
              {PATH_ROUTES.map((route) => (
                <Route key={route.name} path={route.path}>
                  <RouteScreen name={route.name} />
                </Route>
              ))}
              <Route>
                <RouteScreen name={ONBOARDING_FLOW.notFoundRoute} />
              </Route>
            </Switch>
          )}
        </main>
        {handoffRefused ? null : <SidePanel />}
      </div>
      <Disclaimer />
      <Loader />
    </div>
  );
}

export function OnboardingApp(props: AppContextValue) {
  return (
    <AppContext.Provider value={props}>
      <StepPartsContext.Provider value={STEP_PARTS}>
        <Router base={props.state.basePath}>
          <Shell />
        </Router>
      </StepPartsContext.Provider>
    </AppContext.Provider>
  );
}
