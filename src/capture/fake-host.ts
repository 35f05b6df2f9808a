/**
 * A fake host for the capture session's tests: ports that record every call, a scan-token call
 * and a scan service that answer from scripts, on the system clock (which the tests fake).
 */
import type { CapturePorts } from "./capture-ports.ts";
import { createCaptureSession, type CaptureSession } from "./capture-session.ts";
import type { JourneyDefinition } from "./journey-definition.ts";
import type { JourneyResult, ProcessedDocument } from "./journey-result.ts";
import type {
  HighLevelResult,
  HostCommand,
  HostRoute,
  JourneyChoice,
  JourneyNotice,
  ScanSession,
} from "./journey-vocabulary.ts";
import { systemClock } from "./capture-ports.ts";
import type { StatusReport } from "./status-report.ts";

export const SCAN_SESSION: ScanSession = {
  gbgToken: "scan-token",
  journeyId: "J-1",
  clientId: "client-1",
  backendUrl: "https://scan.example/",
};

export interface FakeHost {
  ports: CapturePorts;
  notices: [JourneyNotice, string | null][];
  reports: StatusReport[];
  routes: HostRoute[];
  commands: HostCommand[];
  tokenRequests: number;
  /** The definition each scanning-token call named, in order (undefined: none chosen). */
  tokenDefinitionIds: (string | undefined)[];
  /** Journey ids the result was asked for, in order. */
  resultRequests: string[];
  /** Answers of the scanning-token call in order; an Error rejects; when empty, it rejects. */
  tokenAnswers: (ScanSession | { choices: JourneyChoice[] } | Error)[];
  /** Answers of the journey result call in order; an Error rejects; when empty, it rejects. */
  resultAnswers: (JourneyResult | Error)[];
}

export function fakeHost(): FakeHost {
  const host: FakeHost = {
    notices: [],
    reports: [],
    routes: [],
    commands: [],
    tokenRequests: 0,
    tokenDefinitionIds: [],
    resultRequests: [],
    tokenAnswers: [],
    resultAnswers: [],
    ports: {
      clock: systemClock,
      notifyJourney: (status, journeyId) => {
        host.notices.push([status, journeyId]);
      },
      reportStatus: (report) => {
        host.reports.push(report);
      },
      fetchScanToken: (definitionId) => {
        host.tokenRequests += 1;
        host.tokenDefinitionIds.push(definitionId);
        return answer(host.tokenAnswers.shift());
      },
      fetchJourneyResult: (journeyId) => {
        host.resultRequests.push(journeyId);
        return answer(host.resultAnswers.shift());
      },
      navigate: (route) => {
        host.routes.push(route);
      },
      dispatch: (command) => {
        host.commands.push(command);
      },
    },
  };
  return host;
}

function answer<T>(value: T | Error | undefined): Promise<T> {
  if (value === undefined) return Promise.reject(new Error("no answer scripted"));
  return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
}

export function document(
  side: "FRONT" | "BACK",
  isValidated: boolean,
  highLevelResult: HighLevelResult = isValidated ? "Passed" : "Undefined",
): ProcessedDocument {
  return {
    isValidated,
    highLevelResult,
    issuingCountryCode: "POL",
    documentType: "ID",
    documentSide: side,
  };
}

export const result = (
  processedDocuments: ProcessedDocument[],
  highLevelResult: HighLevelResult = "Undefined",
): JourneyResult => ({ highLevelResult, processedDocuments });

/** The document alone (front, then back): the journey the machine's tests follow unless told. */
export const DOCUMENT_JOURNEY: JourneyDefinition = {
  termsAndConditions: false,
  steps: [
    { action: "IDENTITY:FRONT", attempts: 3 },
    { action: "IDENTITY:BACK", attempts: 3 },
  ],
};

export interface SessionSetup {
  /** @default DOCUMENT_JOURNEY */
  definition?: JourneyDefinition;
  query?: string;
}

export function sessionFor(host: FakeHost, setup: SessionSetup = {}): CaptureSession {
  return createCaptureSession(
    {
      definition: setup.definition ?? DOCUMENT_JOURNEY,
      locale: "pl",
      residence: "PL",
      scanType: "DESKTOP",
      query: new URLSearchParams(setup.query ?? ""),
    },
    host.ports,
  );
}

/** Lets the answers of resolved port promises reach the session. */
export async function settle(): Promise<void> {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

/** A session whose scan token arrived at once. */
export async function startedSession(
  host: FakeHost,
  setup: SessionSetup = {},
  scanSession: ScanSession = SCAN_SESSION,
): Promise<CaptureSession> {
  host.tokenAnswers.push(scanSession);
  const session = sessionFor(host, setup);
  session.start();
  await settle();
  return session;
}

/** One upload: the transfer starts, completes, and the scan service answers `answer`. */
export async function upload(
  session: CaptureSession,
  host: FakeHost,
  answer: JourneyResult | Error,
): Promise<void> {
  host.resultAnswers.push(answer);
  session.send({ type: "transferStarted" });
  session.send({ type: "transferComplete" });
  await settle();
}
