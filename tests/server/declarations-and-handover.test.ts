/**
 * The end of the application over HTTP on each database: the declarations (their rules, the
 * hash of the texts the client saw, kept with the texts), the confirmation of the answers, the
 * hand-over token, the built-in client zone that takes it once, and the account-open loader.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textsOfHash } from "../../src/server/declarations/shown-texts.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  message,
  registeredInStore,
  savedSteps,
  startServer,
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

const BEFORE_DECLARATIONS = {
  dataUploadChoice: { dataUploadChoice: 1 },
  personalDataConfirm: { firstName: "Anna", lastName: "Schmidt", citizenship: "DE" },
  desktopSms: { phoneNumber: "15123456789" },
  addressDetails: { country: "DE" },
  taxOfficeDetails: { firstTaxCountry: "DE" },
  currencyChoice: { currencyChoice: 2 },
  riskAssessment: { employmentStatus: "RETIRED" },
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
    await savedSteps(server, token, BEFORE_DECLARATIONS);
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
    expect(first.body).toContain(message("pl", "clientZone:opened.title"));
    expect(first.body).toContain("Anna Schmidt");
    const second = await login();
    expect(second.statusCode).toBe(401);
    expect(second.body).toContain(message("pl", "clientZone:refused.title"));
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
      const post = (data: Record<string, unknown>) =>
        paying.post(
          "summary-and-payment-choice",
          { languageCode: "PL", token, answersChecked: true, ...data },
          "pl",
        );
      expect(Object.keys((await post({ depositNow: true })).body.errors ?? {})).toEqual([
        "paymentGateway",
      ]);
      const trustly = await post({ depositNow: true, paymentGateway: 2 });
      expect(trustly.body.errors?.paymentGateway).toEqual([
        message("pl", "summaryAndPaymentChoice:fields.paymentGateway.errors.enum"),
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
        "/onboarding/account-open",
      );
      // Back from the gateway, the loader hands over to the client zone.
      const loader = await paying.post("account-open", { languageCode: "PL", token });
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
