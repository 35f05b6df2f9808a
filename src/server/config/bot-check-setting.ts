/** How hard the registration's proof of work is: a setting of ServerConfig's, read here. */
import { wholeNumber } from "./environment-values.ts";

export const DEFAULT_BOT_CHECK_MAX_NUMBER = 2000;

export interface BotCheckSetting {
  /**
   * `BOT_CHECK_MAX_NUMBER`: the registration's proof of work searches a secret number between
   * half this and this, 1000 PBKDF2 iterations a try (about half a second of a phone's time at
   * the default). Lower is cheaper for bots too: for tests that register many times.
   * @default 2000
   */
  botCheckMaxNumber: number;
}

/** The proof of work's largest secret number: at least 20, so a solution is never a given. */
export function botCheckSetting(env: NodeJS.ProcessEnv): BotCheckSetting {
  const max = wholeNumber(
    env.BOT_CHECK_MAX_NUMBER,
    DEFAULT_BOT_CHECK_MAX_NUMBER,
    "BOT_CHECK_MAX_NUMBER",
  );
  if (max < 20 || max > 1_000_000)
    throw new Error(`BOT_CHECK_MAX_NUMBER must be between 20 and 1000000, not ${max}`);
  return { botCheckMaxNumber: max };
}
