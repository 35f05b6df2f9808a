/**
 * The servers' command lines (`npm start`, `npm run serve`, `npm run serve:journey`): they take
 * no option but `--help`, which says what the server is and lists its main settings, environment
 * variables all, in short, pointing to docs/CONFIGURATION.md for every one. An unknown option is
 * refused in one line with the usage (exit 2) before anything starts, as every script's is.
 */
import { readCommandLine } from "../../../scripts/cli/command-line.ts";

const ONBOARDING_SETTINGS = `settings (environment variables; none is needed for a first start):
  PORT, HOST            where it listens (8080 on 127.0.0.1)
  DATA_DIR              the SQLite database and the keys it makes (./data)
  DATABASE_URL          postgres://user@host:5432/db: PostgreSQL instead of SQLite
  STATIC_DIR            the built front end (./dist); empty serves the API only
  PUBLIC_URL            the origin people reach it at, for the hand-off's links (the request's)
  CLIENT_ZONE_URL       the broker's client zone the last step hands over to (the built-in one)
  EMAIL_SENDER          outbox (shown on /dev/outbox) or smtp, with SMTP_URL
  SMS_SENDER            outbox or http, with SMS_GATEWAY_URL
  JOURNEY_SERVICE_URL   a separate journey service (without it this server answers the journey)
  CAPTURE_STORAGE_URL   an S3-compatible store for the photos (files under DATA_DIR/uploads)
  TRUST_PROXY           proxies in front whose X-Forwarded-For names the client
  LOG_LEVEL             Fastify's log level (info)
  METRICS_PORT          GET /metrics (Prometheus) on this port of METRICS_HOST (127.0.0.1)
and the rate limits, the sessions' lifetimes, the brokers' links: every setting, its default and
meaning is in docs/CONFIGURATION.md. A secret (DATABASE_URL, SMTP_URL, a key…) can come from a
file: NAME_FILE=/run/secrets/name.`;

const JOURNEY_SETTINGS = `settings (environment variables):
  JOURNEY_ALLOWED_ORIGINS  the onboarding pages' origins, comma-separated (required)
  JOURNEY_PORT, HOST       where it listens (8090 on 127.0.0.1)
  DATABASE_URL             the onboarding server's database (SQLite under DATA_DIR without it)
  DATA_DIR                 the onboarding server's, or JOURNEY_TOKEN_KEY: the scan tokens' key
  CAPTURE_STORAGE_URL      an S3-compatible store for the photos (files under DATA_DIR/uploads)
  JOURNEY_MAX_UPLOAD_MB    the largest photo it takes (10)
  LOG_LEVEL                Fastify's log level (info)
  METRICS_PORT             GET /metrics (Prometheus) on this port of METRICS_HOST (127.0.0.1)
Point the onboarding server's JOURNEY_SERVICE_URL at it. Every setting, its default and meaning
is in docs/CONFIGURATION.md.`;

/** `npm start` builds the front end first; `npm run serve` serves the one built. */
export function readOnboardingServerCommandLine(command: "npm start" | "npm run serve"): void {
  readCommandLine({
    command,
    summary:
      command === "npm start"
        ? "Builds the front end, then starts the onboarding server: the API, the front end, the\ndatabase, the dev outbox and the built-in client zone, on http://127.0.0.1:8080/onboarding/."
        : "Starts the onboarding server: the API, the built front end (npm run build), the database,\nthe dev outbox and the built-in client zone, on http://127.0.0.1:8080/onboarding/.",
    options: {},
    notes: ONBOARDING_SETTINGS,
  });
}

export function readJourneyServiceCommandLine(): void {
  readCommandLine({
    command: "npm run serve:journey",
    summary:
      "Starts the journey service (the identity document's photos and their checks) as a process\nof its own, beside the onboarding server.",
    options: {},
    notes: JOURNEY_SETTINGS,
  });
}
