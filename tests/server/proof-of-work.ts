/** Solving the registration's ALTCHA proof of work the way a browser does. */
import type { FastifyInstance } from "fastify";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** The `recaptchaToken` a browser sends: base64 of `{ challenge, solution }`. */
export async function solvedPayloadFor(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the proof-of-work challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from the server (GET /api/altcha/challenge) and solves it. */
export async function solveProofOfWork(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/altcha/challenge" });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/altcha/challenge answered ${response.statusCode}: ${response.body}`);
  }
  return solvedPayloadFor(response.json<Challenge>());
}

/** Decodes a payload made by solvedPayloadFor, to tamper with it. */
export function decodePayload(payload: string): {
  challenge: Challenge;
  solution: Record<string, unknown>;
} {
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
    challenge: Challenge;
    solution: Record<string, unknown>;
  };
}

export function encodePayload(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}
