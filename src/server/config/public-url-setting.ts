/** The origin the hand-off's links name: a setting of ServerConfig's, read here. */
import { originList } from "./environment-values.ts";

export interface PublicUrlSetting {
  /**
   * `PUBLIC_URL`: the origin people reach the onboarding at (`https://open.broker.example`), used
   * in the links the server sends to another device (the hand-off's QR code and SMS). Without
   * it, the origin each request was made to, which suits one machine. @default (the request's)
   */
  publicUrl: string | undefined;
}

/** One http(s) origin, as `originList` reads them; empty: none. */
export function publicUrlSetting(env: NodeJS.ProcessEnv): PublicUrlSetting {
  const [origin] = originList(env.PUBLIC_URL?.trim(), "PUBLIC_URL");
  if (origin && !/^https?:/.test(origin))
    throw new Error(`PUBLIC_URL: "${origin}" is not an origin like https://open.broker.example`);
  return { publicUrl: origin };
}
