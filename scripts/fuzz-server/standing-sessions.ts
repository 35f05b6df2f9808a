/**
 * Sessions standing at each step of the flow, made through the API as a person would: one
 * registration for every step of each walk (valid-answers.ts), answered up to that step. A
 * request for a step's action is sent with a session that has done every step the route
 * requires, so the step's checks are reached instead of "step not available".
 */
import { randomBytes } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FlowDefinition } from "../../src/shared/flow/flow-definition.ts";
import { findRoute } from "../../src/shared/flow/flow-definition.ts";
import {
  HAND_OFF,
  PHONE,
  REGISTRATION,
  UPLOAD_LATER,
  UPLOAD_NOW,
  WALK_LANGUAGE,
  type WalkStep,
} from "./valid-answers.ts";

export interface StandingSession {
  token: string;
  /** The routes whose steps its application has saved. */
  saved: ReadonlySet<string>;
  /** The journey it works in, from get-idscan-token's latest answer. */
  journey?: { gbgToken: string; journeyId: string };
}

/**
 * The hand-off to a phone: a desktop at the hand-off and the phone its QR code opened (standing
 * at the upload page), a spare desktop that "continue manually" may be sent for, a desktop that
 * new QR codes and SMS links are asked for (a new code replaces the phone of an earlier one; it
 * has none), and codes no phone has used yet.
 */
export interface HandoffSessions {
  desktop: StandingSession;
  phone: StandingSession;
  spare: StandingSession;
  renewer: StandingSession;
  codes: string[];
}

export interface Sessions {
  /** The hand-off's sessions and unused codes. */
  handoff: HandoffSessions;
  /** Sessions of applications that have saved nothing. */
  fresh: string[];
  /** One session after every step of every walk, the fewest steps first. */
  standing: StandingSession[];
  /** The session with the fewest steps done that has done all the route requires. */
  at(route: string): StandingSession | undefined;
  /** The session with every step of the longest walk done. */
  furthest: StandingSession;
}

export async function post(
  origin: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}/api/form/eu/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ languageCode: WALK_LANGUAGE, ...payload }),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { unparsed: text };
  }
  return { status: response.status, body };
}

async function expectSuccess(
  origin: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const answer = await post(origin, action, payload);
  if (answer.status !== 200)
    throw new Error(
      `walking the flow: ${action} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  return answer.body;
}

/** A solved bot check, as the browser's widget sends it. */
export async function solvedProofOfWork(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/api/altcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function freshToken(origin: string): Promise<string> {
  return String((await expectSuccess(origin, "get-token", {})).token);
}

/** The six-digit code the dev outbox holds for a recipient. */
async function codeSentTo(origin: string, recipient: string): Promise<string> {
  const response = await fetch(
    `${origin}/dev/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
  );
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`walking the flow: no code in the dev outbox for ${recipient}`);
  return code;
}

async function walkStep(origin: string, token: string, step: WalkStep): Promise<void> {
  if (step.kind === "registration") {
    const email = `fuzz.${randomBytes(6).toString("hex")}@example.com`;
    await expectSuccess(origin, "new-account", {
      token,
      ...REGISTRATION,
      email,
      confirmEmail: email,
      recaptchaToken: await solvedProofOfWork(origin),
    });
  } else if (step.kind === "phone") {
    const phoneNumber = `6${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;
    const phone = { token, ...PHONE, phoneNumber };
    await expectSuccess(origin, "sms/desktop-sms", {
      ...phone,
      recaptchaToken: await solvedProofOfWork(origin),
    });
    const code = await codeSentTo(origin, `+48${phoneNumber}`);
    await expectSuccess(origin, "sms/desktop-sms-code", { ...phone, phoneVerificationCode2: code });
  } else {
    await expectSuccess(origin, step.action!, { token, ...step.data });
  }
}

/** A new session answered up to (and with) the first `count` steps of a walk. */
async function standAfter(
  origin: string,
  walk: readonly WalkStep[],
  count: number,
): Promise<StandingSession> {
  const token = await freshToken(origin);
  for (const step of walk.slice(0, count)) await walkStep(origin, token, step);
  return { token, saved: new Set(walk.slice(0, count).map((step) => step.route)) };
}

export async function standingSessions(
  origin: string,
  flow: FlowDefinition,
  freshCount = 20,
): Promise<Sessions> {
  const prefixes = new Map<string, { walk: readonly WalkStep[]; count: number }>();
  for (const walk of [UPLOAD_LATER, UPLOAD_NOW])
    for (let count = 1; count <= walk.length; count++)
      prefixes.set(
        walk
          .slice(0, count)
          .map((step) => step.route)
          .join(","),
        { walk, count },
      );
  const [fresh, standing] = await Promise.all([
    Promise.all(Array.from({ length: freshCount }, () => freshToken(origin))),
    Promise.all([...prefixes.values()].map(({ walk, count }) => standAfter(origin, walk, count))),
  ]);
  const handoff = await handoffSessions(origin);
  standing.sort((a, b) => a.saved.size - b.saved.size);
  const furthest = standing.reduce((best, session) =>
    session.saved.size > best.saved.size ? session : best,
  );
  return {
    handoff,
    fresh,
    standing,
    furthest,
    at(routeName) {
      const route = findRoute(flow, routeName);
      if (!route) return undefined;
      return standing.find((session) =>
        (route.requires ?? []).every((required) => session.saved.has(required)),
      );
    },
  };
}

/** A desktop at the hand-off, with the code of its QR code's link. */
async function atHandoff(origin: string): Promise<{ desktop: StandingSession; code: string }> {
  const desktop = await standAfter(origin, HAND_OFF, HAND_OFF.length);
  const answer = await expectSuccess(origin, "mobile-qr-code-url", { token: desktop.token });
  const code = new URL(String(answer.mobileQrUrl)).searchParams.get("handoff");
  if (!code) throw new Error("walking the flow: mobile-qr-code-url gave no hand-off code");
  return { desktop, code };
}

async function handoffSessions(origin: string): Promise<HandoffSessions> {
  const [first, spare, renewer, ...unused] = await Promise.all(
    Array.from({ length: 5 }, () => atHandoff(origin)),
  );
  const opened = await expectSuccess(origin, "mobile-handoff", {
    handoffCode: first!.code,
    mobile: true,
  });
  const phone = { token: String(opened.token), saved: new Set(["desktopDocumentChoice"]) };
  await expectSuccess(origin, "document/mobile-document-choice", {
    token: phone.token,
    mobile: true,
    documentType: 1,
  });
  return {
    desktop: first!.desktop,
    phone,
    spare: spare!.desktop,
    renewer: renewer!.desktop,
    codes: unused.map((entry) => entry.code),
  };
}
