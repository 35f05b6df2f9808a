/**
 * The host's side of a capture session (the ports of `src/capture`): the proxy calls
 * (get-idscan-token, notify-journey, gbg-status, gbg-stats), the journey service's result and
 * upload calls with the scan token, and the flow's navigation.
 *
 * A notify-journey call the network loses shows the global error (spec §8), as one the server
 * refuses does; gbg-stats, sent with the journey's final status, is only warned about when it
 * fails (spec §7).
 */
import type { CapturePorts } from "../../../capture/capture-ports.ts";
import { systemClock } from "../../../capture/capture-ports.ts";
import { journeyResultFromWire } from "../../../capture/journey-result.ts";
import {
  NoJourneyDefinitionsError,
  type HostCommand,
  type JourneyChoice,
  type JourneyPosition,
  type ScanSession,
} from "../../../capture/journey-vocabulary.ts";
import { clientEnvironment } from "../../../flow/client-environment.ts";
import { ONBOARDING_FLOW } from "../../../flow/flow-file.ts";
import { readJourneyDefinition } from "../../../capture/journey-definition.ts";
import { findRoute } from "../../../shared/flow/flow-definition.ts";
import { callProxy, NetworkError } from "../../../flow/proxy-client.ts";
import type { SessionState } from "../../../flow/session-store.ts";
import type { UploadAnswer } from "../../../../widgets/identityJourney/JourneyView.tsx";
import { followAnswer, goToRoute } from "../../follow-answer.ts";
import { showGlobalError } from "../../chrome/global-error.ts";
import { endedByJourneyAnswer } from "../../../flow/handoff/handoff-ending.ts";

/** The journey service's call `path` (`upload`, `get`, `liveness/start`…) for the scan session. */
export const serviceUrl = (session: ScanSession, path: string) =>
  `${session.backendUrl.replace(/\/*$/, "/")}idscanenterprisesvc/journey/${path}`;

/** The flow's route whose action each popup command posts. */
const COMMAND_ROUTES: Record<HostCommand["type"], string> = {
  DATA_UPLOAD_CHOICE: "dataUploadChoice",
  SELECT_MOBILE_DESKTOP: "mobileDesktopChoice",
};

/** The words the ports show: the global error of a call the network lost. */
export interface CaptureHostTexts {
  t(key: string): string;
}

export function captureHostPorts(state: SessionState, texts?: CaptureHostTexts): CapturePorts {
  return {
    clock: systemClock,
    async notifyJourney(journeyStatus, journeyId) {
      if (!journeyId) return;
      let answer;
      try {
        answer = await callProxy(state, "notify-journey", { journeyStatus, journeyId });
      } catch (error) {
        if (error instanceof NetworkError && texts)
          showGlobalError(state, texts.t("errors:network"));
        throw error;
      }
      if (answer.status === "error") followAnswer(state, ONBOARDING_FLOW, answer);
    },
    async reportStatus(report) {
      await callProxy(state, "gbg-status", { ...report });
      if (report.type === 2) void sendStats(state, report.journeyStatus);
    },
    async fetchScanToken(definitionId) {
      const answer = await callProxy(
        state,
        "get-idscan-token",
        definitionId === undefined ? {} : { definitionId },
      );
      // Several definitions serve the page: the client chooses (the journey select).
      const choices = journeyChoicesOf(answer.journeyChoices);
      if (answer.status === "success" && choices) return { choices };
      if (answer.status === "error" && answer.code === "noDefinitions")
        throw new NoJourneyDefinitionsError();
      // The server says where the application stands instead (the flow has not reached the
      // upload yet, or no journey is left): the page goes there and this session ends with it.
      if (answer.status === "error" && (answer.next || answer.restart)) {
        followAnswer(state, ONBOARDING_FLOW, answer);
        throw new Error("no scan session here");
      }
      const { gbgToken, journeyId, clientId, backendUrl } = answer;
      if (
        answer.status !== "success" ||
        typeof gbgToken !== "string" ||
        typeof journeyId !== "string" ||
        typeof backendUrl !== "string"
      )
        throw new Error("no scan session");
      const position = journeyPositionOf(answer.journey);
      // The service's definition, which its journey follows; a page that cannot read it keeps its
      // own (built with the same file).
      const reading = readJourneyDefinition(answer.journeyDefinition);
      if (!reading.ok && answer.journeyDefinition !== undefined)
        console.warn("the service's journey definition was not read", reading.error);
      return {
        gbgToken,
        journeyId,
        clientId: typeof clientId === "string" ? clientId : "",
        backendUrl,
        ...(position ? { journey: position } : {}),
        ...(reading.ok ? { definition: reading.definition } : {}),
      };
    },
    async fetchJourneyResult(journeyId, session) {
      if (!session) throw new Error("no scan session");
      const response = await fetch(
        `${serviceUrl(session, "get")}?journeyId=${encodeURIComponent(journeyId)}`,
        { headers: { authorization: `Bearer ${session.gbgToken}` }, cache: "no-store" },
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { code?: unknown };
        // A hand-off phone whose desktop went on without it shows the "ended" page instead.
        endedByJourneyAnswer(state, typeof body.code === "string" ? body.code : undefined);
        throw new Error(`journey result answered ${response.status}`);
      }
      return journeyResultFromWire(await response.json());
    },
    navigate(route) {
      goToRoute(state, ONBOARDING_FLOW, route);
    },
    dispatch(command) {
      const { type, ...data } = command;
      const action = findRoute(ONBOARDING_FLOW, COMMAND_ROUTES[type])?.action;
      if (!action) return;
      void callProxy(state, action, data).then(
        (answer) => {
          // Staying on the desktop only records the choice; going back to the phone follows it.
          if (type === "SELECT_MOBILE_DESKTOP") followAnswer(state, ONBOARDING_FLOW, answer);
        },
        () => undefined,
      );
    },
  };
}

/** The definitions to choose between, as get-idscan-token answers them; undefined when none. */
function journeyChoicesOf(value: unknown): JourneyChoice[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const choices = value.filter(
    (choice): choice is JourneyChoice =>
      typeof choice === "object" &&
      choice !== null &&
      typeof (choice as JourneyChoice).id === "string" &&
      Array.isArray((choice as JourneyChoice).actions) &&
      (choice as JourneyChoice).actions.every((action) => typeof action === "string"),
  );
  return choices.length === value.length ? choices : undefined;
}

/** Where a continued journey stands, as get-idscan-token answers it; undefined when malformed. */
function journeyPositionOf(value: unknown): JourneyPosition | undefined {
  if (!value || typeof value !== "object") return undefined;
  const {
    action,
    attemptsRemaining,
    processedDocuments,
    lastUploadFailed,
    lastFailureReasons,
    userInputGiven,
  } = value as Record<string, unknown>;
  if (
    typeof action !== "string" ||
    typeof attemptsRemaining !== "number" ||
    typeof processedDocuments !== "number" ||
    typeof lastUploadFailed !== "boolean"
  )
    return undefined;
  const reasons = Array.isArray(lastFailureReasons)
    ? lastFailureReasons.filter((reason): reason is string => typeof reason === "string")
    : [];
  return {
    action,
    attemptsRemaining,
    processedDocuments,
    lastUploadFailed,
    lastFailureReasons: reasons,
    userInputGiven: userInputGiven === true,
  };
}

/** Sends a photo to the journey service as multipart form data, with the scan token. */
export async function uploadCapture(
  session: ScanSession,
  language: string,
  file: File,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch(`${serviceUrl(session, "upload")}?lang=${language}`, {
    method: "POST",
    headers: { authorization: `Bearer ${session.gbgToken}` },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as {
    journeyId?: unknown;
    reasons?: unknown;
    code?: unknown;
    globalError?: unknown;
  };
  if (!response.ok)
    return {
      ok: false,
      code: typeof body.code === "string" ? body.code : "unexpected",
      ...(typeof body.globalError === "string" ? { message: body.globalError } : {}),
    };
  return {
    ok: true,
    journeyId: typeof body.journeyId === "string" ? body.journeyId : session.journeyId,
    reasons: Array.isArray(body.reasons) ? body.reasons.filter((r) => typeof r === "string") : [],
  };
}

/** The file-type validation event (spec §5): a file the uploader does not take was chosen. */
export function trackWrongFileType(state: SessionState, route: string): void {
  callProxy(state, "dc", {
    event: "fileTypeValidation",
    route,
    ...clientEnvironment(navigator.userAgent),
  }).catch((error: unknown) => console.warn("analytics event not sent", error));
}

/** The journey's final status for the scan statistics; a failure is only warned about. */
async function sendStats(state: SessionState, status: string): Promise<void> {
  try {
    const answer = await callProxy(state, "gbg-stats", { status });
    if (answer.status !== "success") console.warn("gbg-stats was refused", answer);
  } catch (error) {
    console.warn("gbg-stats was not sent", error);
  }
}
