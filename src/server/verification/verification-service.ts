/**
 * Proving a phone number or an e-mail address with a one-time code: issuing codes within the
 * send limits, and checking what the person types. Codes are six CSPRNG digits stored only as a
 * keyed hash, valid for a while, used once, and dead after too many wrong tries; only the newest
 * code of an application on a channel counts. Sending the message is the caller's: a send that
 * fails is taken back (`withdraw`), so it does not count.
 */
import type { LimitName, LimitVerdict, RateLimiter } from "../limits/rate-limiter.ts";
import { addressSubject } from "../limits/client-address.ts";
import type { VerificationStore } from "../storage/verification-store.ts";
import {
  hashOneTimeCode,
  newOneTimeCode,
  sameCodeHash,
  type CodeBinding,
  type VerificationChannel,
} from "./one-time-code.ts";
import {
  DEFAULT_VERIFICATION_SETTINGS,
  type VerificationSettings,
} from "./verification-settings.ts";

export interface IssueRequest extends CodeBinding {
  clientAddress: string;
  /** What else the code vouches for (the phone number an e-mail code confirms). */
  subject?: string;
}

export type IssueResult =
  | {
      issued: true;
      code: string;
      /** Takes the send back when its message could not be sent: the code goes, the limits forget it. */
      withdraw: () => Promise<void>;
    }
  | { issued: false; retryAfterMs: number };

export type CheckResult =
  | { outcome: "verified"; subject: string | null }
  /** Wrong code; `triesLeft` more are allowed. */
  | { outcome: "wrong"; triesLeft: number }
  /** Out of tries, or expired: a new code must be requested. */
  | { outcome: "dead" }
  | { outcome: "expired" }
  /** No code was sent to this destination (or another was sent since). */
  | { outcome: "none" };

/** The send limits, by what they count. */
const SEND_LIMITS = {
  destination: "codeDestination",
  application: "codeApplication",
  address: "codeAddress",
} as const satisfies Record<string, LimitName>;

export class VerificationService {
  constructor(
    private readonly store: VerificationStore,
    private readonly key: Buffer,
    private readonly limits: RateLimiter,
    readonly settings: VerificationSettings = DEFAULT_VERIFICATION_SETTINGS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new code for the destination, when the send limits allow one. */
  async issue(request: IssueRequest): Promise<IssueResult> {
    const subjects: [LimitName, string][] = [
      [SEND_LIMITS.destination, `${request.channel}:${request.destination}`],
      [SEND_LIMITS.application, `${request.channel}:${request.applicationId}`],
      [SEND_LIMITS.address, addressSubject(request.clientAddress)],
    ];
    const counted: [LimitName, string][] = [];
    let refused: LimitVerdict | undefined;
    for (const [name, subject] of subjects) {
      const verdict = await this.limits.hit(name, subject);
      counted.push([name, subject]);
      if (!verdict.allowed) {
        refused = verdict;
        break;
      }
    }
    const undoCounts = async () => {
      for (const [name, subject] of counted) await this.limits.undo(name, subject);
    };
    if (refused) {
      // A refused send is no send: it must not hold the other limits' windows open longer.
      await undoCounts();
      return { issued: false, retryAfterMs: refused.retryAfterMs };
    }
    const code = newOneTimeCode();
    const createdAt = this.now();
    const id = await this.store.insertCode({
      applicationId: request.applicationId,
      channel: request.channel,
      destination: request.destination,
      subject: request.subject,
      codeHash: hashOneTimeCode(this.key, code, request),
      createdAt,
      expiresAt: createdAt + this.settings.codeTtlMs,
    });
    return {
      issued: true,
      code,
      withdraw: async () => {
        await this.store.deleteCode(id);
        await undoCounts();
      },
    };
  }

  /** Checks a typed code against the newest code sent to the destination; a match uses it up. */
  async check(binding: CodeBinding, typed: string): Promise<CheckResult> {
    const latest = await this.store.latestCode(binding.applicationId, binding.channel);
    if (!latest || latest.destination !== binding.destination) return { outcome: "none" };
    const { maxTries } = this.settings;
    if (latest.usedAt !== null || latest.failedAttempts >= maxTries) return { outcome: "dead" };
    if (latest.expiresAt <= this.now()) return { outcome: "expired" };
    if (sameCodeHash(hashOneTimeCode(this.key, typed, binding), latest.codeHash)) {
      // Used once: of two parallel correct tries, one wins.
      if (await this.store.markUsed(latest.id, this.now(), maxTries))
        return { outcome: "verified", subject: latest.subject };
      return { outcome: "dead" };
    }
    const tries = await this.store.recordWrongTry(latest.id, maxTries);
    if (tries === undefined || tries >= maxTries) return { outcome: "dead" };
    return { outcome: "wrong", triesLeft: maxTries - tries };
  }

  /**
   * The newest code sent to the application on a channel while it can still be used (not used,
   * not dead, not expired): what it was sent for (`subject`) and until when. A reload resumes
   * at the code's entry with it.
   */
  async pending(
    applicationId: string,
    channel: VerificationChannel,
  ): Promise<{ destination: string; subject: string | null; expiresAt: number } | undefined> {
    const latest = await this.store.latestCode(applicationId, channel);
    if (
      !latest ||
      latest.usedAt !== null ||
      latest.failedAttempts >= this.settings.maxTries ||
      latest.expiresAt <= this.now()
    )
      return undefined;
    return {
      destination: latest.destination,
      subject: latest.subject,
      expiresAt: latest.expiresAt,
    };
  }

  /** How many codes were sent to the application on a channel (spec: `sentSmsCount`). */
  sentCount(applicationId: string, channel: VerificationChannel): Promise<number> {
    return this.store.countCodes(applicationId, channel);
  }

  /** Whether a code was ever sent to this destination for the application. */
  async hasSentTo(binding: CodeBinding): Promise<boolean> {
    return (
      (await this.store.countCodes(binding.applicationId, binding.channel, binding.destination)) > 0
    );
  }
}
