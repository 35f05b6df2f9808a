/**
 * The widget's host API: a page outside the onboarding flow (a broker's own) draws the identity
 * journey in an element of its own and listens to it.
 *
 * ```ts
 * const journey = mountIdentityJourney({
 *   container: "#identity",
 *   backendUrl: "https://journey.example.com/",
 *   scanSession: (definitionId) => myServer.startScanSession(definitionId),
 *   language: "pl",
 * });
 * journey.on("end", ({ journeyId }) => …, 10);
 * journey.on("uploadSucceeded", ({ result }) => …);
 * journey.unmount();
 * ```
 *
 * The journey is the onboarding page's (the same views, the same machine and the same calls to
 * the journey service), with files as its input provider. Wrong options are refused at once with
 * the catalogue's developer errors (host-errors.ts); listeners added right after mounting, in
 * the same task, hear every event, as the journey starts once the texts have loaded.
 */
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { createCaptureSession } from "../../../src/capture/capture-session.ts";
import { intlTagOf } from "../../../src/shared/brand/locales.ts";
import { JourneyView } from "../JourneyView.tsx";
import { livenessServiceCalls } from "../service/liveness-service-calls.ts";
import { uploadCapture } from "../service/service-calls.ts";
import { createHostEvents, type HostEvents } from "./host-events.ts";
import { readHostOptions, type HostSettings, type IdentityJourneyOptions } from "./host-options.ts";
import { hostPorts, type HostEnding } from "./host-ports.ts";
import { loadJourneyTexts, type JourneyTexts } from "./host-texts.ts";
import "../identity-journey.css";
import "./embedded-journey.css";

export type { IdentityJourneyOptions } from "./host-options.ts";
export { IdentityJourneyError } from "./host-errors.ts";

const CONTAINER_CLASS = "identity-journey";

export interface MountedIdentityJourney {
  on: HostEvents["on"];
  /** Stops the journey where it stands and empties the container. */
  unmount(): void;
}

/**
 * Draws the identity journey in `options.container`.
 * @throws IdentityJourneyError where the page cannot run it or an option is wrong or missing.
 */
export function mountIdentityJourney(options: IdentityJourneyOptions): MountedIdentityJourney {
  const settings = readHostOptions(options);
  const events = createHostEvents();
  const root = createRoot(settings.container);
  // The widget's look applies inside this element only (embedded-journey.css).
  settings.container.classList.add(CONTAINER_CLASS);
  root.render(<HostedJourney settings={settings} events={events} />);
  return {
    on: events.on,
    unmount() {
      root.unmount();
      settings.container.classList.remove(CONTAINER_CLASS);
    },
  };
}

function HostedJourney({ settings, events }: { settings: HostSettings; events: HostEvents }) {
  const [t, setTexts] = useState<JourneyTexts>();
  useEffect(() => {
    let current = true;
    void loadJourneyTexts(settings.language).then((texts) => {
      if (current) setTexts(() => texts);
    });
    return () => {
      current = false;
    };
  }, [settings.language]);
  if (!t) return null;
  return <Journey settings={settings} events={events} t={t} />;
}

function Journey({
  settings,
  events,
  t,
}: {
  settings: HostSettings;
  events: HostEvents;
  t: JourneyTexts;
}) {
  const [ending, setEnding] = useState<HostEnding>();
  const [session] = useState(() =>
    createCaptureSession(
      {
        locale: settings.language,
        residence: null,
        scanType: "DESKTOP",
        query: new URLSearchParams(),
      },
      hostPorts(settings, events, setEnding),
    ),
  );
  useEffect(() => {
    session.start();
    return () => session.dispose();
  }, [session]);
  const scanSession = () => session.getSnapshot().scanSession;
  if (ending) return <JourneyEnd ending={ending} t={t} />;
  return (
    <JourneyView
      session={session}
      t={t}
      upload={(file) => {
        const scan = scanSession();
        if (!scan) return Promise.resolve({ ok: false, code: "notAuthorized" });
        return uploadCapture(scan, settings.language, file);
      }}
      liveness={livenessServiceCalls(scanSession, settings.language)}
      locale={intlTagOf(settings.language)}
      document={settings.document}
      active
    />
  );
}

/** The journey's end in the widget: its result, or the catalogue's unexpected exception. */
function JourneyEnd({ ending, t }: { ending: HostEnding; t: JourneyTexts }) {
  const verdict = ending.result?.highLevelResult;
  const text =
    ending.route === "uploadException" || !verdict
      ? t("identityJourney:errors.unexpected")
      : t("identityJourney:results.documentResult", {
          result: t(`identityJourney:highLevelResults.${verdict}`),
        });
  return (
    <p className="capture-status" role="status">
      {text}
    </p>
  );
}
