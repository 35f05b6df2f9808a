/**
 * The identity-document journey service's settings (spec: identity journey), ServerConfig's
 * `journey`: where the browser finds the service, its scan tokens, the captures' size and store,
 * the journey definition, and, for a service of its own (`npm run serve:journey`), its port and the origins it answers.
 */
import { parseS3Url, type S3Location } from "../journey/s3/s3-capture-storage.ts";
import { hexKey, originList, positiveWholeNumber, wholeNumber } from "./environment-values.ts";

/** A deployment's journey definition files: for every brand, and for each brand on its own. */
export interface JourneyDefinitionFiles {
  all: string | undefined;
  pl: string | undefined;
  eu: string | undefined;
}

export interface JourneySettings {
  /**
   * `JOURNEY_SERVICE_URL`: the `backendUrl` handed to the browser, ending in `/`. By default the
   * service runs in this process under `/journey-service/`.
   */
  backendUrl: string;
  /** Whether this process serves the journey API (no `JOURNEY_SERVICE_URL` given). */
  inProcess: boolean;
  /** `JOURNEY_CLIENT_ID`: the client id of the scan session. */
  clientId: string;
  /** `JOURNEY_TOKEN_TTL_MINUTES` (default 30): how long a scan token is good for. */
  tokenTtlMs: number;
  /** `JOURNEY_MAX_UPLOAD_MB` (default 10): the largest capture accepted. */
  maxUploadBytes: number;
  /**
   * `CAPTURE_STORAGE_URL`: an S3-compatible store for the photos, e.g.
   * `s3+https://KEY:SECRET@s3.eu-central-1.amazonaws.com/bucket/prefix?region=eu-central-1`.
   * Without it they are files under `DATA_DIR/uploads`.
   */
  captureStorage: S3Location | undefined;
  /**
   * `CAPTURE_STORAGE_TIMEOUT_MS` (default 15000): how long one request to that store may
   * take; a failed or timed-out request is tried once more before the upload is refused.
   */
  captureStorageTimeoutMs: number;
  /**
   * `JOURNEY_TOKEN_KEY`: the scan tokens' signing key, 64 hex digits, the same in the
   * onboarding server and a separate journey service. Without it, `DATA_DIR/journey.key`
   * (made on first start), which both read when they share `DATA_DIR`.
   */
  tokenKey: Buffer | undefined;
  /** `JOURNEY_PORT` (default 8090): where `npm run serve:journey` listens. */
  port: number;
  /**
   * `JOURNEY_ALLOWED_ORIGINS`: the onboarding pages' origins, comma-separated, that a separate
   * journey service answers across origins (CORS), e.g. `https://open.broker.example`.
   */
  allowedOrigins: string[];
  /**
   * The journey definition files, absolute or from the project's folder: `JOURNEY_DEFINITION`
   * for every brand, `JOURNEY_DEFINITION_PL` and `JOURNEY_DEFINITION_EU` for one (before it);
   * unset, the project's (`flows/identity-journey.<brand>.json` where there is one, else
   * `flows/identity-journey.json`). A deployment's own steps, handed to the browser with each
   * scan session.
   */
  definitionFiles: JourneyDefinitionFiles;
  /**
   * `HEALTH_PASS_SIGNING_KEYS`: the file of keys a health certificate's signature is checked
   * against (absolute or from the project's folder); unset, config/health-pass-signing-keys.json.
   */
  healthPassSigningKeysFile: string | undefined;
}

export function readJourneySettings(env: NodeJS.ProcessEnv): JourneySettings {
  return {
    backendUrl: (env.JOURNEY_SERVICE_URL || "/journey-service").replace(/\/*$/, "/"),
    inProcess: !env.JOURNEY_SERVICE_URL,
    clientId: env.JOURNEY_CLIENT_ID || "onboarding",
    tokenTtlMs:
      positiveWholeNumber(env.JOURNEY_TOKEN_TTL_MINUTES, 30, "JOURNEY_TOKEN_TTL_MINUTES") * 60_000,
    maxUploadBytes:
      positiveWholeNumber(env.JOURNEY_MAX_UPLOAD_MB, 10, "JOURNEY_MAX_UPLOAD_MB") * 1024 * 1024,
    captureStorage: env.CAPTURE_STORAGE_URL ? parseS3Url(env.CAPTURE_STORAGE_URL) : undefined,
    captureStorageTimeoutMs: positiveWholeNumber(
      env.CAPTURE_STORAGE_TIMEOUT_MS,
      15_000,
      "CAPTURE_STORAGE_TIMEOUT_MS",
    ),
    tokenKey: env.JOURNEY_TOKEN_KEY
      ? hexKey(env.JOURNEY_TOKEN_KEY, "JOURNEY_TOKEN_KEY")
      : undefined,
    port: wholeNumber(env.JOURNEY_PORT, 8090, "JOURNEY_PORT"),
    allowedOrigins: originList(env.JOURNEY_ALLOWED_ORIGINS, "JOURNEY_ALLOWED_ORIGINS"),
    definitionFiles: {
      all: env.JOURNEY_DEFINITION || undefined,
      pl: env.JOURNEY_DEFINITION_PL || undefined,
      eu: env.JOURNEY_DEFINITION_EU || undefined,
    },
    healthPassSigningKeysFile: env.HEALTH_PASS_SIGNING_KEYS || undefined,
  };
}
