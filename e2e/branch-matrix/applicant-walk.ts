/**
 * One made-up applicant of the matrix (scripts/flow-branches/) walked through the product's API as
 * a client's browser would send it: registered (the bot check solved), then each step the server
 * names next answered with the applicant's answers, the phone verified with the code the dev
 * outbox holds, until the step the walk is for. The server decides every next step, by the flow
 * file's rules; the walk only follows.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { stepOf as stepOnDevice } from "../../scripts/flow-branches/applicant-path.ts";
import type { Applicant } from "../../scripts/flow-branches/base-applicants.ts";
import { answersAt } from "../../scripts/flow-branches/step-values.ts";
import {
  findRoute,
  type FlowDefinition,
  type FlowRoute,
} from "../../src/shared/flow/flow-definition.ts";
import { languageCodeFor } from "../../src/shared/brand/locales.ts";
import { codeSentTo, solvedProofOfWork } from "../api-session.ts";

export interface WalkAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The schema a route asks the applicant's device for. */
export const stepOf = (route: FlowRoute, applicant: Applicant) =>
  stepOnDevice(route, applicant.device);

export class ApplicantWalk {
  token = "";
  /** The route the server sent the applicant to last. */
  at = "";
  /** The address registered: the one given, or a new one. */
  readonly email: string;
  /** The Polish mobile number the phone step verifies: the one given, or a new one. */
  private readonly phoneNumber: string;

  constructor(
    private readonly request: APIRequestContext,
    private readonly flow: { flow: FlowDefinition },
    readonly applicant: Applicant,
    given: { email?: string; phoneNumber?: string } = {},
  ) {
    this.email = given.email ?? `matrix.${randomBytes(6).toString("hex")}@example.com`;
    this.phoneNumber =
      given.phoneNumber ?? `60${randomBytes(4).readUInt32BE() % 10_000_000}`.padEnd(9, "0");
  }

  async post(action: string, body: Record<string, unknown>): Promise<WalkAnswer> {
    const { brand, language, device } = this.applicant;
    const response = await this.request.post(`/api/form/${brand}/${action}`, {
      data: {
        languageCode: languageCodeFor(language),
        ...(this.token ? { token: this.token } : {}),
        ...(device === "mobile" ? { mobile: true } : {}),
        ...body,
      },
    });
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  }

  /** A new application's session, as the registration page opens with (get-token). */
  async start(): Promise<void> {
    const answer = await this.post("get-token", {});
    this.token = String(answer.body.token);
  }

  /** Registers the applicant (new-account) in its session; answers what the server said. */
  async register(): Promise<WalkAnswer> {
    if (!this.token) await this.start();
    const registered = await this.post("new-account", {
      ...this.applicant.answers.newAccount,
      email: this.email,
      confirmEmail: this.email,
      recaptchaToken: await solvedProofOfWork(this.request),
    });
    if (registered.status === 200) this.at = String(registered.body.next);
    return registered;
  }

  /** Answers the step the walk stands at; answers what the server said. */
  async answerCurrent(): Promise<WalkAnswer> {
    const route = this.currentRoute();
    const step = stepOf(route, this.applicant);
    const answers = step ? answersAt(this.flow, this.applicant, step) : undefined;
    if (!route.action || !step || !answers) throw new Error(`the walk cannot answer ${route.name}`);
    const answer =
      step === "desktopSms"
        ? await this.verifyPhone(answers)
        : await this.post(route.action, answers);
    if (answer.status === 200) this.at = String(answer.body.next);
    return answer;
  }

  /** Answers each step until the walk stands at `step`; false where the path does not lead there. */
  async walkTo(step: string): Promise<boolean> {
    for (let steps = 0; steps < 20; steps++) {
      const route = this.currentRoute();
      if (stepOf(route, this.applicant) === step) return true;
      const own = stepOf(route, this.applicant);
      if (!own || !answersAt(this.flow, this.applicant, own)) return false;
      this.expectAccepted(route.name, await this.answerCurrent());
    }
    return false;
  }

  /** Stands at a route a screen leads to (a link, a button), not a step's answer. */
  enter(route: string): void {
    this.at = route;
  }

  currentRoute(): FlowRoute {
    const route = findRoute(this.flow.flow, this.at);
    if (!route)
      throw new Error(`the server sent the applicant to ${this.at}, a route the flow lacks`);
    return route;
  }

  private async verifyPhone(answers: Record<string, unknown>): Promise<WalkAnswer> {
    const phone = { phoneNumberPrefix: "PL", phoneNumber: this.phoneNumber };
    const sent = await this.post("sms/desktop-sms", {
      ...phone,
      recaptchaToken: await solvedProofOfWork(this.request),
    });
    this.expectAccepted("the phone's code", sent);
    const code = await codeSentTo(this.request, `+48${this.phoneNumber}`);
    return this.post("sms/desktop-sms-code", {
      ...answers,
      ...phone,
      phoneVerificationCode2: code,
    });
  }

  private expectAccepted(what: string, answer: WalkAnswer): void {
    if (answer.status !== 200)
      throw new Error(
        `${this.applicant.id}: ${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    if (typeof answer.body.next === "string") this.at = answer.body.next;
  }
}
