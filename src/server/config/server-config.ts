/** Every setting the server reads from its environment, with the one-machine defaults. */
import path from "node:path";

export interface ServerConfig {
  /** @default 8080 */
  port: number;
  /** @default "127.0.0.1" */
  host: string;
  /** SQLite file, ALTCHA key and uploads live here. @default "./data" */
  dataDir: string;
  /** `postgres://…` to use PostgreSQL instead of SQLite. */
  databaseUrl: string | undefined;
  /** Built front end to serve; none in API-only tests. @default "./dist" */
  staticDir: string | undefined;
  /** How long a session token lives. @default 24 hours */
  sessionTtlMs: number;
  /** Pages the flow sends people to; not part of this product. */
  links: {
    generalApplyPl: string;
    generalApplyEu: string;
    externalApply: string;
    cookieSettings: string;
    remindPassword: string;
  };
  /** The registration's intro video (spec §2); no overlay is shown without one. */
  introVideo: {
    desktop: string | undefined;
    mobile: string | undefined;
    poster: string | undefined;
  };
  logLevel: string;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, not "${value}"`);
  return parsed;
}

export function readServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  return {
    port: int(env.PORT, 8080, "PORT"),
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(cwd, env.DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STATIC_DIR === "" ? undefined : path.resolve(cwd, env.STATIC_DIR || "dist"),
    sessionTtlMs: int(env.SESSION_TTL_HOURS, 24, "SESSION_TTL_HOURS") * 3600_000,
    links: {
      generalApplyPl: env.GENERAL_APPLY_URL_PL || "/apply/pl",
      generalApplyEu: env.GENERAL_APPLY_URL_EU || "/apply/eu",
      externalApply: env.EXTERNAL_APPLY_URL || "/apply/international",
      cookieSettings: env.COOKIE_SETTINGS_URL || "/cookie-settings",
      remindPassword: env.REMIND_PASSWORD_URL || "/remind-password",
    },
    introVideo: {
      desktop: env.INTRO_VIDEO_DESKTOP_URL || undefined,
      mobile: env.INTRO_VIDEO_MOBILE_URL || undefined,
      poster: env.INTRO_VIDEO_POSTER_URL || undefined,
    },
    logLevel: env.LOG_LEVEL || "info",
  };
}
