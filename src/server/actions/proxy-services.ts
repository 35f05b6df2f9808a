/** What every action may use. Built once at start; holds no per-session state. */
import type { Brand, Language } from "../../shared/brand/locales.ts";
import type { Device } from "../../shared/flow/flow-definition.ts";
import type { ProjectFiles } from "../config/project-files.ts";
import type { ServerConfig } from "../config/server-config.ts";
import type { FlowNavigator } from "../flow/flow-navigator.ts";
import type { LoginLock } from "../limits/login-lock.ts";
import type { RateLimiter } from "../limits/rate-limiter.ts";
import type { ServerTranslate } from "../i18n/server-translator.ts";
import type { StepPrefill } from "../prefill/step-prefill.ts";
import type { PasswordHashQueue } from "../security/password-hash-queue.ts";
import type { ProofOfWork } from "../security/proof-of-work.ts";
import type {
  Application,
  SessionScope,
} from "../storage/application-store/application-records.ts";
import type { ApplicationStore } from "../storage/application-store/application-store.ts";
import type { StepValidators } from "../validation/step-validators.ts";
import type { UiSchemaRules } from "../validation/ui-schema-rules.ts";
import type { Messenger } from "../messaging/send-message.ts";
import type { VerificationService } from "../verification/verification-service.ts";
import type { AddressProvider } from "../addresses/address-provider.ts";
import type { HandoverTokens } from "../handover/handover-tokens.ts";
import type { Handoffs } from "../handoff/handoffs.ts";
import type { JourneyRecords } from "../journey/journey-records.ts";
import type { JourneyService } from "../journey/journey-service.ts";
import type { LivenessService } from "../journey/liveness/liveness-service.ts";
import type { ScanTokens } from "../journey/scan-token.ts";

export interface ProxyServices {
  files: ProjectFiles;
  store: ApplicationStore;
  validators: StepValidators;
  /** What each step's UI schema refuses in the browser (blocking notices, redirects). */
  uiSchemaRules: UiSchemaRules;
  navigator: FlowNavigator;
  /** Prefill rules of the flow's routes, by route name. */
  prefills: ReadonlyMap<string, StepPrefill>;
  proofOfWork: ProofOfWork;
  /** Rate limits per address and per session, counted in the database. */
  limits: RateLimiter;
  /** Failed logins of an account from every address together, and the lock they put on it. */
  loginLock: LoginLock;
  /** Every password hash (login, registration) takes its turn here. */
  passwordHashing: PasswordHashQueue;
  translate: ServerTranslate;
  /** Messages to people (SMS, e-mail) through the configured senders, recorded in the outbox. */
  messages: Messenger;
  /** One-time codes proving a phone number or an e-mail address. */
  verification: VerificationService;
  /** Postal code and address search look-ups of the address step. */
  addresses: AddressProvider;
  /** Single-use tokens that log a finished application into the client zone. */
  handover: HandoverTokens;
  /** The desktop-to-phone hand-off: its one-time codes and where each application's stands. */
  handoff: Handoffs;
  /** Identity-document journeys: their service, scan tokens and records. */
  journeys: {
    service: JourneyService;
    liveness: LivenessService;
    tokens: ScanTokens;
    records: JourneyRecords;
  };
  config: ServerConfig;
}

export interface ActionRequest {
  version: Brand;
  action: string;
  language: Language;
  device: Device;
  /**
   * The origin the request was made to (`https://host`), as the client named it: the links the
   * server makes point here unless PUBLIC_URL says otherwise.
   */
  origin: string;
  /** The client's IP address (the connecting one, or the one trusted proxies name). */
  clientAddress: string;
  /** The session token the payload carried, if any. */
  token: string | undefined;
  /** The payload without the common fields: the step's own data. */
  payload: Record<string, unknown>;
  /** Marketing parameters of the common fields (tmsc, sessionCount, sessionId, clientId), when sent. */
  marketing: Record<string, unknown>;
}

export interface Session {
  application: Application;
  tokenHash: string;
  /** "documents": a hand-off phone's session, which may only take the document photos. */
  scope: SessionScope;
}
