/**
 * The end of the application over HTTP on each database: the declarations (their rules, the
 * hash of the texts the client saw, kept with the texts), the confirmation of the answers, the
 * hand-over token, the built-in client zone that takes it once, and the account-open loader.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textsOfHash } from "../../src/server/declarations/shown-texts.ts";
import { SAVED_BEFORE_DECLARATIONS } from "./saved-answers.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import {
  message,
  registeredInStore,
  registerThroughApi,
  savedSteps,
  startServer,
  STRONG_PASSWORD,
  type TestServer,
} from "./test-server.ts";

const DECLARATIONS = {
  usaTaxPayer: false,
  pepDeclaration: false,
  dataUserDeclaration: "NON_PROFESSIONAL",
  documentsAcceptance: true,
  receivedKid: true,
  understoodFeaturesAndRisks: true,
  awareOfLossAndCreditRisks: true,
  investmentGoal: true,
  incomeSource: true,
  confirmElectronicAgreement: true,
};

describe.each(storageTargets)("declarations and hand-over on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function atDeclarations(): Promise<string> {
    const { token } = await registeredInStore(server, "declarations");
    await savedSteps(server, token, SAVED_BEFORE_DECLARATIONS);
    return token;
  }

  const savedStep = async (token: string, step: string) =>
    (await server.post("get-token", { languageCode: "EN", token })).body.state?.steps[step];

  it("keeps the declarations with the hash of the texts shown, and the texts under it", async () => {
    const token = await atDeclarations();
    const answer = await server.post("declaration-acceptance", {
      languageCode: "PL",
      token,
      ...DECLARATIONS,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.next).toBe("summaryAndPaymentChoice");
    const saved = await savedStep(token, "declarationAcceptance");
    expect(saved?.textsHash).toMatch(/^[0-9a-f]{64}$/);
    const archived = await textsOfHash(server.database.db, saved!.textsHash as string);
    expect(archived?.language).toBe("pl");
    expect(archived?.namespace).toBe("declarationAcceptance");
    expect(JSON.stringify(archived?.texts)).toContain(
      message("pl", "declarationAcceptance:fields.receivedKid.label"),
    );
  });

  it("asks a US taxpayer for a 9-digit TIN, and refuses a TIN from anyone else", async () => {
    const token = await atDeclarations();
    const post = (data: Record<string, unknown>) =>
      server.post("declaration-acceptance", {
        languageCode: "EN",
        token,
        ...DECLARATIONS,
        ...data,
      });
    expect(Object.keys((await post({ usaTaxPayer: true })).body.errors ?? {})).toEqual(["usaTin"]);
    expect(
      Object.keys((await post({ usaTaxPayer: true, usaTin: "12345" })).body.errors ?? {}),
    ).toEqual(["usaTin"]);
    expect((await post({ usaTaxPayer: true, usaTin: "123456789" })).status).toBe(200);
    expect((await post({ usaTin: "123456789" })).status).toBe(422);
    expect(Object.keys((await post({ receivedKid: false })).body.errors ?? {})).toEqual([
      "receivedKid",
    ]);
  });

  it("asks for the English-knowledge agreement in German, not in English or Polish", async () => {
    const token = await atDeclarations();
    const german = await server.post("declaration-acceptance", {
      languageCode: "DE",
      token,
      ...DECLARATIONS,
    });
    expect(Object.keys(german.body.errors ?? {})).toEqual(["confirmEnglishKnowledgeAgreement"]);
    const agreed = await server.post("declaration-acceptance", {
      languageCode: "DE",
      token,
      ...DECLARATIONS,
      confirmEnglishKnowledgeAgreement: true,
    });
    expect(agreed.status).toBe(200);
    const english = await server.post("declaration-acceptance", {
      languageCode: "EN",
      token,
      ...DECLARATIONS,
      confirmEnglishKnowledgeAgreement: true,
    });
    expect(english.status).toBe(422);
  });

  it("hands over to the client zone once the answers are confirmed, with a token good once", async () => {
    const token = await atDeclarations();
    const early = await server.post("errors-report", { languageCode: "EN", token });
    expect(early.status).toBe(409);
    await server.post("declaration-acceptance", { languageCode: "EN", token, ...DECLARATIONS });
    const confirmed = await server.post("summary-and-payment-choice", {
      languageCode: "EN",
      token,
      answersChecked: true,
    });
    expect(confirmed.body.next).toBe("errorsReport");
    const loader = await server.post("account-open", { languageCode: "EN", token });
    expect(loader.body.next).toBe("errorsReport");

    const handover = await server.post("errors-report", { languageCode: "PL", token });
    expect(handover.status).toBe(200);
    expect(handover.body.clientZoneUrl).toBe("/client-zone");
    expect(handover.body.urlParams).toBe("lang=pl");
    const form = new URLSearchParams({
      token: handover.body.clientZoneToken as string,
      urlParams: "lang=pl",
    }).toString();
    const login = () =>
      server.app.inject({
        method: "POST",
        url: "/client-zone/api/autoLogin",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form,
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    // "Upload later": the account waits for the identity document, and the page says so.
    expect(first.body).toContain(message("pl", "clientZone:awaitingIdentity.title"));
    expect(first.body).toContain(message("pl", "clientZone:awaitingIdentity.next"));
    expect(first.body).not.toContain(message("pl", "clientZone:opened.title"));
    expect(first.body).toContain("Anna Schmidt");
    const second = await login();
    expect(second.statusCode).toBe(401);
    expect(second.body).toContain(message("pl", "clientZone:refused.title"));
  });

  /** Confirms the answers of an application at the declarations, as the client does. */
  async function confirmed(token: string): Promise<void> {
    await server.post("declaration-acceptance", { languageCode: "EN", token, ...DECLARATIONS });
    const answer = await server.post("summary-and-payment-choice", {
      languageCode: "EN",
      token,
      answersChecked: true,
    });
    expect(answer.body.next).toBe("errorsReport");
  }

  /** The browser's hidden form posting a hand-over token to the built-in client zone. */
  const autoLogin = (clientZoneToken: unknown) =>
    server.app.inject({
      method: "POST",
      url: "/client-zone/api/autoLogin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        token: String(clientZoneToken),
        urlParams: "lang=en",
      }).toString(),
    });

  it("tells a client whose identity document passed that the account is open", async () => {
    const token = await atDeclarations();
    const applicationId = (await server.services.store.findSessionApplication(
      hashSessionToken(token),
    ))!;
    await server.services.store.recordDocumentScan(applicationId, {
      journeyId: "journey-passed",
      highLevelResult: "Passed",
      values: { FirstName: "Anna", LastName: "Schmidt" },
    });
    await confirmed(token);
    const handover = await server.post("errors-report", { languageCode: "EN", token });
    const page = await autoLogin(handover.body.clientZoneToken);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(message("en", "clientZone:opened.title"));
    expect(page.body).not.toContain(message("en", "clientZone:awaitingIdentity.next"));
  });

  it("takes no change once the application is handed over: every step answers 409 with the reason, in the page's language", async () => {
    const token = await atDeclarations();
    await confirmed(token);
    const handover = await server.post("errors-report", { languageCode: "EN", token });
    expect(handover.status).toBe(200);
    expect((await autoLogin(handover.body.clientZoneToken)).statusCode).toBe(200);
    const saved = await server.services.store.latestSubmissions(
      (await server.services.store.findSessionApplication(hashSessionToken(token)))!,
    );

    const pep = await server.post("declaration-acceptance", {
      languageCode: "EN",
      token,
      ...DECLARATIONS,
      pepDeclaration: true,
    });
    expect(pep.status).toBe(409);
    expect(pep.body).toEqual({
      status: "error",
      globalError: message("en", "errors:applicationSubmitted"),
      next: "errorsReport",
    });
    const personal = await server.post("personal-data-confirm", {
      languageCode: "PL",
      token,
      firstName: "Mallory",
      lastName: "Schmidt",
    });
    expect(personal.status).toBe(409);
    expect(personal.body.globalError).toBe(message("pl", "errors:applicationSubmitted"));
    // A part of a step's form (a code sent to a new phone number) is refused as well.
    const code = await server.post("sms/desktop-sms", {
      languageCode: "EN",
      token,
      phonePrefix: "+49",
      phoneNumber: "15123456780",
    });
    expect(code.status).toBe(409);
    expect(code.body.globalError).toBe(message("en", "errors:applicationSubmitted"));

    // Nothing changed, and the application stands at the hand-over.
    const state = await server.post("get-token", { languageCode: "EN", token });
    expect(state.status).toBe(200);
    expect(state.body.state?.route).toBe("errorsReport");
    expect(state.body.state?.steps.declarationAcceptance?.pepDeclaration).toBe(false);
    expect(state.body.state?.steps.personalDataConfirm?.firstName).toBe("Anna");
    const after = await server.services.store.latestSubmissions(
      (await server.services.store.findSessionApplication(hashSessionToken(token)))!,
    );
    expect([...after.values()]).toEqual([...saved.values()]);
    // Blur checks still answer: they change nothing.
    const check = await server.post("validate", {
      languageCode: "EN",
      token,
      step: "personalDataConfirm",
      fields: ["firstName"],
      data: { firstName: "Anna" },
    });
    expect(check.status).toBe(200);
  });

  it("hands the same answers over again to a client who comes back and logs in, each token good once", async () => {
    const { token, email } = await registerThroughApi(server, "returning");
    await savedSteps(server, token, SAVED_BEFORE_DECLARATIONS);
    await confirmed(token);
    const first = await server.post("errors-report", { languageCode: "EN", token });
    expect((await autoLogin(first.body.clientZoneToken)).statusCode).toBe(200);

    // Later, on another device: a login lands at the hand-over, which is given again.
    const login = await server.post("new-login", {
      languageCode: "EN",
      token: await server.newToken("EN"),
      loginEmail: email,
      loginPassword: STRONG_PASSWORD,
      residenceCountry: "IE",
    });
    expect(login.status).toBe(200);
    expect(login.body.next).toBe("errorsReport");
    const again = await server.post("errors-report", {
      languageCode: "EN",
      token: login.body.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.clientZoneToken).not.toBe(first.body.clientZoneToken);
    const zone = await autoLogin(again.body.clientZoneToken);
    expect(zone.statusCode).toBe(200);
    expect(zone.body).toContain("Anna Schmidt");
    expect((await autoLogin(again.body.clientZoneToken)).statusCode).toBe(401);
    // The changes it would take are refused as before.
    const change = await server.post("currency-choice", {
      languageCode: "EN",
      token: login.body.token,
      currencyChoice: 1,
    });
    expect(change.status).toBe(409);
  });

  it("answers account-open with where the application stands before the confirmation", async () => {
    const token = await atDeclarations();
    const loader = await server.post("account-open", { languageCode: "EN", token });
    expect(loader.body.next).toBe("declarationAcceptance");
  });

  it("offers a deposit only when a gateway is configured, and sends the client to the one chosen", async () => {
    const token = await atDeclarations();
    await server.post("declaration-acceptance", { languageCode: "EN", token, ...DECLARATIONS });
    const noGateway = await server.post("summary-and-payment-choice", {
      languageCode: "EN",
      token,
      answersChecked: true,
      depositNow: true,
      paymentGateway: 1,
    });
    expect(noGateway.status).toBe(422);

    // The same database and data directory, with a gateway configured.
    const paying = await startServer(testDatabase, {
      dataDir: server.dataDir,
      env: { PAYMENT_BLUE_MEDIA_URL: "https://pay.bluemedia.example/start" },
    });
    try {
      // The application is the European brand's: its own path, in English.
      const post = (data: Record<string, unknown>) =>
        paying.post("summary-and-payment-choice", {
          languageCode: "EN",
          token,
          answersChecked: true,
          ...data,
        });
      expect(Object.keys((await post({ depositNow: true })).body.errors ?? {})).toEqual([
        "paymentGateway",
      ]);
      const trustly = await post({ depositNow: true, paymentGateway: 2 });
      expect(trustly.body.errors?.paymentGateway).toEqual([
        message("en", "summaryAndPaymentChoice:fields.paymentGateway.errors.enum"),
      ]);
      const blueMedia = await post({ depositNow: true, paymentGateway: 1 });
      expect(blueMedia.status).toBe(200);
      expect(blueMedia.body.next).toBeUndefined();
      const callback = blueMedia.body.callback as {
        name: string;
        args: { Url: string; Query: string };
      };
      expect(callback.name).toBe("callbackBluemedia");
      expect(callback.args.Url).toBe("https://pay.bluemedia.example/start");
      expect(new URLSearchParams(callback.args.Query).get("returnUrl")).toBe(
        "/eu-en/onboarding/account-open",
      );
      // Back from the gateway, the loader hands over to the client zone.
      const loader = await paying.post("account-open", { languageCode: "EN", token });
      expect(loader.body.next).toBe("errorsReport");
      const later = await post({ depositNow: false });
      expect(later.body.next).toBe("errorsReport");
    } finally {
      await paying.close();
    }
  });

  it("allows form posts to the configured client zone, and serves no built-in one then", async () => {
    const external = await startServer(testDatabase, {
      env: { CLIENT_ZONE_URL: "https://clients.broker.example/" },
    });
    try {
      // Any answer that is not JSON carries the pages' policy: here the not-found page.
      const page = await external.app.inject({ method: "GET", url: "/no/such/page" });
      expect(page.headers["content-security-policy"]).toContain(
        "form-action 'self' https://clients.broker.example",
      );
      const builtIn = await external.app.inject({
        method: "POST",
        url: "/client-zone/api/autoLogin",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "token=x",
      });
      expect(builtIn.statusCode).toBe(404);
    } finally {
      await external.close();
    }
  });
});
