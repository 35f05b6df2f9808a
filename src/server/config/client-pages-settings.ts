/**
 * The pages and media from outside the form that the flow shows a client or sends one to: the
 * brokers' links (link-settings.ts), the intro video, the client zone the last step hands over
 * to, the payment gateways of a first deposit, and the contact a refused client is given.
 */
import { linkSettings, type LinkSettings } from "./link-settings.ts";

export interface ClientPagesSettings {
  /**
   * Pages the flow sends people to; by default simple pages of this server's (link-settings.ts),
   * among them `FEES_TABLE_URL`'s table of fees and commissions (address step) and
   * `DOCUMENTS_URL`'s documents the client accepts, to download (declarations step).
   */
  links: LinkSettings;
  /** The registration's intro video (spec §2); no overlay is shown without one. */
  introVideo: {
    desktop: string | undefined;
    mobile: string | undefined;
    poster: string | undefined;
  };
  clientZone: {
    /**
     * `CLIENT_ZONE_URL`: the client zone the final step hands over to (`<url>/api/autoLogin`);
     * by default the built-in one at `/client-zone`.
     */
    url: string;
    /** Whether the built-in client zone is served (when `CLIENT_ZONE_URL` is not set). */
    builtIn: boolean;
  };
  /**
   * Payment gateways offered for a first deposit after the answers are confirmed, by the URL a
   * client is sent to (`PAYMENT_BLUE_MEDIA_URL`, `PAYMENT_TRUSTLY_URL`); none configured, none offered.
   */
  payment: { blueMedia: string | undefined; trustly: string | undefined };
  /** `CONTACT_EMAIL`, `CONTACT_PHONE`: shown to a client whose application is refused. */
  contact: { email: string; phone: string };
}

export function readClientPagesSettings(env: NodeJS.ProcessEnv): ClientPagesSettings {
  return {
    links: linkSettings(env),
    introVideo: {
      desktop: env.INTRO_VIDEO_DESKTOP_URL || undefined,
      mobile: env.INTRO_VIDEO_MOBILE_URL || undefined,
      poster: env.INTRO_VIDEO_POSTER_URL || undefined,
    },
    clientZone: {
      url: (env.CLIENT_ZONE_URL || "/client-zone").replace(/\/+$/, ""),
      builtIn: !env.CLIENT_ZONE_URL,
    },
    payment: {
      blueMedia: env.PAYMENT_BLUE_MEDIA_URL || undefined,
      trustly: env.PAYMENT_TRUSTLY_URL || undefined,
    },
    contact: {
      email: env.CONTACT_EMAIL || "support@broker.example",
      phone: env.CONTACT_PHONE || "+48 22 000 00 00",
    },
  };
}
