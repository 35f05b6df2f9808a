/**
 * The registration's residence rules hold on the server, for requests made by hand (no page, so
 * none of its notices, sections or questions): what the browser blocks with a notice is refused
 * with 422 and the notice's text, what the browser sends elsewhere is refused with 409 and the
 * brand's link, and nothing of a refused registration is saved: the same session and the same
 * proof of work then register an allowed residence.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionToken } from "../../src/server/security/session-token.ts";
import { solveProofOfWork } from "./proof-of-work.ts";
import { storageTargets, useTestDatabase } from "./test-database.ts";
import {
  STRONG_PASSWORD,
  message,
  startServer,
  uniqueEmail,
  type Answer,
  type TestServer,
} from "./test-server.ts";

/** Configured apart from the defaults, so the answer is seen to carry the brand's configuration. */
const EXTERNAL_APPLY_URL = "https://apply.example.com/international";

/** A session on a language's site: the Polish one's API path is `pl`, the others' `eu`. */
interface Site {
  language: string;
  version: "pl" | "eu";
}
const ENGLISH: Site = { language: "en", version: "eu" };
const POLISH: Site = { language: "pl", version: "pl" };
const GERMAN: Site = { language: "de", version: "eu" };

describe.each(storageTargets)("residence rules of registration on %s", (target) => {
  const testDatabase = useTestDatabase(target);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(testDatabase, { env: { EXTERNAL_APPLY_URL } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A new session on the site, and a solved proof of work for its registration. */
  const newSession = async (site: Site) => {
    const [tokenAnswer, recaptchaToken] = await Promise.all([
      server.post("get-token", { languageCode: site.language.toUpperCase() }, site.version),
      solveProofOfWork(server.app),
    ]);
    const token = tokenAnswer.body.token;
    if (typeof token !== "string") throw new Error(`get-token answered ${tokenAnswer.status}`);
    return { site, token, recaptchaToken, email: uniqueEmail("residence") };
  };
  type Session = Awaited<ReturnType<typeof newSession>>;

  /** new-account with the residence part given, the account part filled in as the page would. */
  const register = (session: Session, residence: Record<string, unknown>): Promise<Answer> =>
    server.post(
      "new-account",
      {
        languageCode: session.site.language.toUpperCase(),
        token: session.token,
        ...residence,
        email: session.email,
        confirmEmail: session.email,
        password: STRONG_PASSWORD,
        termsAgreement: true,
        recaptchaToken: session.recaptchaToken,
      },
      session.site.version,
    );

  /** Neither the step nor a login was saved: the session still stands at registration. */
  const expectNothingSaved = async (session: Session) => {
    const resumed = await server.post(
      "get-token",
      { languageCode: session.site.language.toUpperCase(), token: session.token },
      session.site.version,
    );
    expect(resumed.body.state).toMatchObject({
      route: "newAccount",
      steps: {},
      registered: false,
      residenceCountry: null,
    });
    const { db } = server.database;
    const applicationId = await server.services.store.findSessionApplication(
      hashSessionToken(session.token),
    );
    const application = await db
      .selectFrom("applications")
      .select(["email", "password_hash", "registered_at"])
      .where("id", "=", applicationId!)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ email: null, password_hash: null, registered_at: null });
    const submissions = await db
      .selectFrom("step_submissions")
      .select("step")
      .where("application_id", "=", applicationId!)
      .execute();
    expect(submissions).toEqual([]);
  };

  /** Registered with this residence, and gone on to the upload choice. */
  const expectRegistered = async (answer: Answer, session: Session, residence: string) => {
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "success", next: "dataUploadChoice" });
    const resumed = await server.post(
      "get-token",
      { languageCode: session.site.language.toUpperCase(), token: session.token },
      session.site.version,
    );
    expect(resumed.body.state).toMatchObject({ registered: true, residenceCountry: residence });
  };

  const prohibitedAnswer = (language: string) => ({
    status: "error",
    errors: { residenceCountry: [message(language, "newAccount:notices.prohibitedResidence")] },
  });

  it.each(["IR", "KP", "RU"])(
    "refuses a residence in %s with 422 and the prohibited notice's text on residenceCountry, saving nothing",
    async (country) => {
      const session = await newSession(ENGLISH);
      const answer = await register(session, { residenceCountry: country });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(prohibitedAnswer("en"));
      await expectNothingSaved(session);
    },
  );

  it("refuses the US (outside the European list) with 409 and the brand's external apply page, saving nothing", async () => {
    const session = await newSession(ENGLISH);
    const answer = await register(session, { residenceCountry: "US" });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: "error",
      globalError: message("en", "errors:accountOpenedElsewhere"),
      redirect: { link: "externalApply", url: EXTERNAL_APPLY_URL },
    });
    await expectNothingSaved(session);
  });

  it("registers Ukraine (its EU-address question is the page's) in a session the US was refused in, with the same proof of work", async () => {
    const session = await newSession(ENGLISH);
    expect((await register(session, { residenceCountry: "US" })).status).toBe(409);
    await expectRegistered(await register(session, { residenceCountry: "UA" }), session, "UA");
  });

  it("registers Poland in a session Iran was refused in, with the same proof of work", async () => {
    const session = await newSession(ENGLISH);
    expect((await register(session, { residenceCountry: "IR" })).status).toBe(422);
    await expectRegistered(
      await register(session, { residenceCountry: "PL", chooseLanguage: true }),
      session,
      "PL",
    );
  });

  it("sends Germany's resident who chose German to the German site (409, languageSite), then registers the one who stays in English", async () => {
    const session = await newSession(ENGLISH);
    const away = await register(session, { residenceCountry: "DE", chooseLanguage: false });
    expect(away.status).toBe(409);
    expect(away.body).toEqual({
      status: "error",
      globalError: message("en", "errors:accountOpenedElsewhere"),
      redirect: { link: "languageSite", url: "/eu-de/onboarding/" },
    });
    await expectNothingSaved(session);
    await expectRegistered(
      await register(session, { residenceCountry: "DE", chooseLanguage: true }),
      session,
      "DE",
    );
  });

  it("refuses a prohibited country chosen after 'no' to Poland on the Polish site, in Polish, then registers the confirmed residence", async () => {
    const session = await newSession(POLISH);
    const refused = await register(session, { residenceConfirm: false, residenceCountry: "IR" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual(prohibitedAnswer("pl"));
    await expectNothingSaved(session);
    await expectRegistered(await register(session, { residenceConfirm: true }), session, "PL");
  });

  it("sends the US chosen after 'no' to Germany on the German site elsewhere, in German, then registers the confirmed residence", async () => {
    const session = await newSession(GERMAN);
    const away = await register(session, { residenceConfirm: false, residenceCountry: "US" });
    expect(away.status).toBe(409);
    expect(away.body).toEqual({
      status: "error",
      globalError: message("de", "errors:accountOpenedElsewhere"),
      redirect: { link: "externalApply", url: EXTERNAL_APPLY_URL },
    });
    await expectNothingSaved(session);
    await expectRegistered(await register(session, { residenceConfirm: true }), session, "DE");
  });
});
