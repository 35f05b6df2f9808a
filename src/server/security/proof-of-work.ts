/**
 * The registration's bot check: ALTCHA proof of work, self-hosted. Challenges are signed with
 * a key kept under DATA_DIR; a solved challenge is accepted once. Any doubt fails closed.
 */
import fs from "node:fs";
import path from "node:path";
import { createHmac, randomBytes } from "node:crypto";
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const ALGORITHM = "PBKDF2/SHA-256";
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export interface ProofOfWorkKeys {
  signatureSecret: string;
  keySignatureSecret: string;
}

export interface ProofOfWorkOptions {
  keys: ProofOfWorkKeys;
  /** PBKDF2 iterations per attempt. @default 1000 */
  cost?: number;
  /** Upper bound of the secret counter a browser searches for. @default 2000 */
  maxCounter?: number;
  /** Marks a challenge as used; resolves false when it was used before. */
  markUsed: (challengeId: string, expiresAt: number) => Promise<boolean>;
  now?: () => number;
}

/** The signing keys derived from one configured key (`BOT_CHECK_KEY`), the same in every instance. */
export function proofOfWorkKeysFrom(key: Buffer): ProofOfWorkKeys {
  const derive = (purpose: string) => createHmac("sha256", key).update(purpose).digest("hex");
  return {
    signatureSecret: derive("bot-check challenge signature"),
    keySignatureSecret: derive("bot-check key signature"),
  };
}

/** Reads the signing keys from `<dataDir>/altcha.key`, creating the file on first start. */
export function loadOrCreateProofOfWorkKeys(dataDir: string): ProofOfWorkKeys {
  const file = path.join(dataDir, "altcha.key");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const keys: ProofOfWorkKeys = {
      signatureSecret: randomBytes(32).toString("hex"),
      keySignatureSecret: randomBytes(32).toString("hex"),
    };
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
  }
  const keys = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<ProofOfWorkKeys>;
  if (!keys.signatureSecret || !keys.keySignatureSecret)
    throw new Error(`${file} is not a valid key file`);
  return { signatureSecret: keys.signatureSecret, keySignatureSecret: keys.keySignatureSecret };
}

export class ProofOfWork {
  private readonly cost: number;
  private readonly maxCounter: number;
  private readonly now: () => number;

  constructor(private readonly options: ProofOfWorkOptions) {
    this.cost = options.cost ?? 1000;
    this.maxCounter = options.maxCounter ?? 2000;
    this.now = options.now ?? Date.now;
  }

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost,
      counter: randomInt(Math.floor(this.maxCounter / 2), this.maxCounter),
      deriveKey,
      expiresAt: Math.floor((this.now() + CHALLENGE_LIFETIME_MS) / 1000),
      hmacSignatureSecret: this.options.keys.signatureSecret,
      hmacKeySignatureSecret: this.options.keys.keySignatureSecret,
    });
  }

  /** True only for a well-formed, correctly signed, unexpired, solved and unused payload. */
  async verify(payload: unknown): Promise<boolean> {
    const parsed = parsePayload(payload);
    if (!parsed) return false;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: this.options.keys.signatureSecret,
        hmacKeySignatureSecret: this.options.keys.keySignatureSecret,
      });
      if (!result.verified) return false;
      return await this.options.markUsed(
        parsed.challenge.parameters.nonce,
        this.now() + CHALLENGE_LIFETIME_MS,
      );
    } catch {
      return false;
    }
  }
}

function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== "string" || payload.length > 8192) return null;
  try {
    const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as unknown;
    if (!decoded || typeof decoded !== "object") return null;
    const { challenge, solution } = decoded as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== "string" || !solution)
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
