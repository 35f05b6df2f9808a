/**
 * Requests to the proxy's actions (`POST /api/form/{pl|eu}/<action>`): for each action a payload
 * built from what it reads (valid-looking, with its standing session), then the same with one
 * thing wrong (a wrong type, too long, outside the enumeration, a required field missing, an
 * unknown field, nested garbage, a huge number, odd unicode, a bad session or bot-check token,
 * a bad common field), unknown actions and unreadable bodies.
 */
import { randomBytes } from "node:crypto";
import { collectPropertySchemas, type JsonSchema } from "../../src/shared/schema/json-schema.ts";
import type { FuzzAction } from "./action-catalogue.ts";
import { JSON_TYPE, type FuzzRequest } from "./fuzz-request.ts";
import { badValue, nested, plausibleValue, WRONG_TYPES } from "./schema-values.ts";
import type { Random } from "./seeded-random.ts";
import type { Sessions, StandingSession } from "./standing-sessions.ts";

const UNKNOWN_ACTIONS = [
  "no-such-action",
  "constructor",
  "__proto__",
  "toString",
  "a".repeat(300),
  "%2e%2e/healthz",
  "sms/",
  "document/../new-account",
];

const UNREADABLE_BODIES: readonly (readonly [string, string, string])[] = [
  ["malformed JSON", '{"languageCode": "EN",', JSON_TYPE],
  ["array body", '[{"languageCode":"EN"}]', JSON_TYPE],
  ["empty body", "", JSON_TYPE],
  ["null body", "null", JSON_TYPE],
  [
    "deeply nested body",
    `{"languageCode":"EN","x":${"[".repeat(30000)}${"]".repeat(30000)}}`,
    JSON_TYPE,
  ],
  ["over-large body", JSON.stringify({ languageCode: "EN", x: "x".repeat(70_000) }), JSON_TYPE],
  ["form body", "languageCode=EN", "application/x-www-form-urlencoded"],
  ["text body", '{"languageCode":"EN"}', "text/plain"],
  ["multipart body", "--b\r\n\r\nx\r\n--b--", "multipart/form-data; boundary=b"],
  ["__proto__ key", '{"languageCode":"EN","__proto__":{"admin":true}}', JSON_TYPE],
  ["duplicate keys", '{"languageCode":"EN","languageCode":"PL","token":1,"token":"x"}', JSON_TYPE],
];

const badProofs = (random: Random): unknown =>
  random.pick([
    "bm90IGEgcHJvb2Y=",
    Buffer.from(JSON.stringify({ challenge: { parameters: null }, solution: {} })).toString(
      "base64",
    ),
    Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: 1 } }, solution: 7 })).toString(
      "base64",
    ),
    Buffer.from("[".repeat(5000)).toString("base64"),
    "A".repeat(9000),
    "!!!not base64!!!",
  ]);

export class ActionRequests {
  /** Hand-over tokens errors-report gave, for the client zone's form. */
  readonly handoverTokens: string[] = [];
  /** Actions that take a payload four times as often as the routes not built yet. */
  private readonly rotation: FuzzAction[];

  constructor(
    private readonly origin: string,
    private readonly actions: readonly FuzzAction[],
    private readonly sessions: Sessions,
    private readonly random: Random,
  ) {
    this.rotation = actions.flatMap((action) =>
      Array<FuzzAction>(action.notBuilt ? 1 : 4).fill(action),
    );
  }

  /** The session an action is sent with when nothing is wrong with its token. */
  sessionFor(action: FuzzAction): StandingSession | string | undefined {
    const { handoff } = this.sessions;
    if (action.sessions === "none") return undefined;
    if (action.sessions === "handoffDesktop") return handoff.desktop;
    if (action.sessions === "handoffPhone") return handoff.phone;
    if (action.sessions === "handoffSpare") return handoff.spare;
    if (action.sessions === "handoffRenewer") return handoff.renewer;
    if (action.sessions === "fresh") return this.random.pick(this.sessions.fresh);
    if (action.sessions === "any")
      return this.random() < 0.5
        ? this.random.pick(this.sessions.standing)
        : this.random.pick(this.sessions.fresh);
    return action.route ? this.sessions.at(action.route) : this.sessions.furthest;
  }

  /** The action's payload as a client would send it, with the session standing at its step. */
  plausible(action: FuzzAction): FuzzRequest {
    const session = this.sessionFor(action);
    // Each code opens one phone: only the plausible requests take the walks' unused ones.
    const handoffCode =
      action.action === "mobile-handoff" ? this.sessions.handoff.codes.shift() : undefined;
    const { payload } = this.payloadOf(action, session, handoffCode);
    return this.request(action, "plausible", { ...payload, ...this.common(action, session) });
  }

  /** A request with one thing wrong, taking the actions in turn. */
  bad(index: number): FuzzRequest {
    const random = this.random;
    const roll = random();
    if (roll < 0.03) {
      return {
        label: "unknown action",
        method: "POST",
        url: `${this.origin}/api/form/eu/${random.pick(UNKNOWN_ACTIONS)}`,
        headers: { "content-type": JSON_TYPE },
        body: '{"languageCode":"EN"}',
      };
    }
    const action = this.rotation[index % this.rotation.length]!;
    if (roll < 0.08) {
      const [label, body, contentType] = random.pick(UNREADABLE_BODIES);
      return {
        label: `${action.key}: ${label}`,
        actionKey: action.key,
        method: "POST",
        url: this.urlOf(action),
        headers: { "content-type": contentType },
        body,
      };
    }
    return this.withOneThingWrong(action);
  }

  private urlOf(action: FuzzAction, version = "eu"): string {
    return `${this.origin}/api/form/${version}/${action.action}`;
  }

  private common(action: FuzzAction, session: StandingSession | string | undefined) {
    const token = typeof session === "string" ? session : session?.token;
    return {
      languageCode: "EN",
      mobile: action.mobile,
      ...(token === undefined ? {} : { token }),
    };
  }

  private payloadOf(
    action: FuzzAction,
    session: StandingSession | string | undefined,
    handoffCode?: string,
  ): { payload: Record<string, unknown>; properties: Map<string, JsonSchema[]> } {
    const properties = collectPropertySchemas(action.schema);
    const journeyId = typeof session === "object" ? session.journey?.journeyId : undefined;
    const payload: Record<string, unknown> = {};
    for (const [name, schemas] of properties)
      payload[name] = plausibleValue(schemas, this.random, { journeyId, handoffCode });
    if (action.action === "validate") {
      const step = this.random.pick(this.actions.filter((a) => a.step));
      const stepProperties = collectPropertySchemas(step.schema);
      payload.step = step.step;
      payload.fields = [...stepProperties.keys()];
      payload.data = Object.fromEntries(
        [...stepProperties].map(([name, schemas]) => [
          name,
          plausibleValue(schemas, this.random, { journeyId }),
        ]),
      );
    }
    return { payload, properties };
  }

  private request(
    action: FuzzAction,
    label: string,
    payload: Record<string, unknown>,
    version = "eu",
  ): FuzzRequest {
    return {
      label: `${action.key}: ${label}`,
      actionKey: action.key,
      method: "POST",
      url: this.urlOf(action, version),
      headers: { "content-type": JSON_TYPE },
      body: JSON.stringify(payload),
      ...(action.action === "get-idscan-token" ? { onAnswer: this.keepJourney(action) } : {}),
      ...(action.action === "errors-report" ? { onAnswer: this.keepHandoverToken } : {}),
    };
  }

  /** errors-report's answer: a hand-over token, used once by the client zone's form. */
  private readonly keepHandoverToken = (status: number, body: string) => {
    const token =
      status === 200
        ? (JSON.parse(body) as { clientZoneToken?: string }).clientZoneToken
        : undefined;
    if (token) this.handoverTokens.push(token);
  };

  /** get-idscan-token's answer: the journey the session's uploads go to from now on. */
  private keepJourney(action: FuzzAction) {
    return (status: number, body: string) => {
      const session = action.route ? this.sessions.at(action.route) : undefined;
      if (status !== 200 || !session) return;
      const answer = JSON.parse(body) as { gbgToken?: string; journeyId?: string };
      if (answer.gbgToken && answer.journeyId)
        session.journey = { gbgToken: answer.gbgToken, journeyId: answer.journeyId };
    };
  }

  private tokenFor(action: FuzzAction): {
    kind: string;
    session?: StandingSession | string;
    token?: unknown;
  } {
    const random = this.random;
    // Logout ends the session it names: it is never sent one the other actions stand on.
    if (action.sessions !== "fresh" && random() < 0.6) {
      const session = this.sessionFor(action);
      return {
        kind: "its session",
        session,
        token: typeof session === "string" ? session : session?.token,
      };
    }
    return random.pick([
      { kind: "fresh session", token: random.pick(this.sessions.fresh) },
      { kind: "no token" },
      { kind: "bad token", token: randomBytes(32).toString("base64url") },
      { kind: "bad token", token: "" },
      { kind: "bad token", token: "t".repeat(129) },
      { kind: "bad token", token: 12345 },
      { kind: "bad token", token: { $ne: null } },
    ]);
  }

  private withOneThingWrong(action: FuzzAction): FuzzRequest {
    const random = this.random;
    const token = this.tokenFor(action);
    const { payload, properties } = this.payloadOf(
      action,
      typeof token.session === "object" ? token.session : undefined,
    );
    const common: Record<string, unknown> = {
      languageCode: random.pick(["EN", "PL", "DE", "UA"]),
      mobile: random() < 0.9 ? action.mobile : !action.mobile,
      ...(token.token === undefined ? {} : { token: token.token }),
    };
    const names = [...properties.keys()];
    const required = action.schema.required ?? [];
    const mutations: (() => string)[] = [
      () => {
        const name = names.length ? random.pick(names) : "anything";
        const bad = badValue(properties.get(name) ?? [{}], random);
        payload[name] = bad.value;
        return `${bad.kind} in ${name}`;
      },
      () => {
        if (!required.length) return "nothing missing";
        const name = random.pick(required);
        // Left out of the JSON.
        payload[name] = undefined;
        return `missing ${name}`;
      },
      () => {
        payload[
          random.pick([
            "unknownField",
            "isAdmin",
            "constructor",
            "toString",
            "hasOwnProperty",
            "a".repeat(200),
          ])
        ] = random.pick(WRONG_TYPES);
        return "unknown field";
      },
      () => {
        for (const name of names) payload[name] = badValue(properties.get(name)!, random).value;
        return "every field bad";
      },
      () => {
        const field = random.pick([
          ["languageCode", random.pick(["XX", "en", 48, "PLL", null, ""])],
          ["mobile", random.pick(["yes", 1, null])],
          ["sessionCount", random.pick([-1, 1e308, "3", 1.5])],
          ["tmsc", "t".repeat(3000)],
          ["cookie", { a: 1 }],
          ["branchCode", "pl"],
          ["clientId", "c".repeat(200)],
        ] as const);
        common[field[0]] = field[1];
        return `bad common field ${field[0]}`;
      },
    ];
    if (action.action === "validate") {
      mutations.push(() => {
        payload.fields = random.pick([
          [],
          "email",
          Array.from({ length: 51 }, (_, i) => `f${i}`),
          [1, 2],
          [nested(50)],
        ]);
        return "bad validate fields";
      });
      mutations.push(() => {
        payload.step = random.pick(["noSuchStep", "", 7, "__proto__", "x".repeat(500)]);
        return "bad validate step";
      });
      mutations.push(() => {
        const data = payload.data as Record<string, unknown>;
        const name = random.pick(Object.keys(data));
        data[name] = badValue([{}], random).value;
        return "bad validate data";
      });
    }
    if ("recaptchaToken" in payload) {
      mutations.push(() => {
        payload.recaptchaToken = badProofs(random);
        return "bad bot-check token";
      });
    }
    const mutation = random.pick(mutations)();
    const version = random() < 0.08 ? random.pick(["xx", "PL", ""]) : random.pick(["eu", "pl"]);
    return this.request(action, `${mutation}, ${token.kind}`, { ...payload, ...common }, version);
  }
}
