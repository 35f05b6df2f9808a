/**
 * The server's own keys, given as settings instead of the files of `DATA_DIR` it otherwise makes
 * on first start (a secret store's values, or `<NAME>_FILE`): every instance given the same
 * values signs and checks alike. `JOURNEY_TOKEN_KEY` is the journey's (journey-settings.ts).
 */
import { hexKey } from "./environment-values.ts";

export interface KeySettings {
  keys: {
    /**
     * `VERIFICATION_KEY`: 64 hex digits, the key one-time codes are hashed with; without it,
     * `DATA_DIR/verification.key`.
     */
    verification: Buffer | undefined;
    /**
     * `BOT_CHECK_KEY`: 64 hex digits, from which the bot check's two signing secrets are derived;
     * without it, `DATA_DIR/altcha.key`.
     */
    botCheck: Buffer | undefined;
  };
}

export function readKeySettings(env: NodeJS.ProcessEnv): KeySettings {
  return {
    keys: {
      verification: env.VERIFICATION_KEY
        ? hexKey(env.VERIFICATION_KEY, "VERIFICATION_KEY")
        : undefined,
      botCheck: env.BOT_CHECK_KEY ? hexKey(env.BOT_CHECK_KEY, "BOT_CHECK_KEY") : undefined,
    },
  };
}
