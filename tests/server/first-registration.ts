/** The registration the registration and login tests of a file share, and what it stored. */
import { createHash } from "node:crypto";
import { solveProofOfWork } from "./proof-of-work.ts";
import { englishRegistration, uniqueEmail, type Answer, type TestServer } from "./test-server.ts";

/** The registration a file's tests share: an Irish resident on the English site. */
export interface FirstRegistration {
  token: string;
  email: string;
  recaptchaToken: string;
  /** What new-account answered it; undefined until `registerFirst` has run. */
  answer: Answer | undefined;
}

/** The marketing parameters the first registration arrives with (spec §7). */
export const firstMarketing = {
  tmsc: JSON.stringify({ utm_source: "newsletter", utm_campaign: "autumn" }),
  sessionCount: 3,
  sessionId: "session-1",
  clientId: "client-1",
};

/** The first registration before it is made, for a file to declare and its beforeAll to fill. */
export function unregistered(): FirstRegistration {
  return { token: "", email: "", recaptchaToken: "", answer: undefined };
}

/**
 * Makes the first registration on `server` through new-account, on a new session, with
 * `firstMarketing` and a freshly solved proof of work, and fills `first` in with it.
 */
export async function registerFirst(server: TestServer, first: FirstRegistration): Promise<void> {
  first.token = await server.newToken("EN");
  first.email = uniqueEmail("first");
  first.recaptchaToken = await solveProofOfWork(server.app);
  first.answer = await server.post("new-account", {
    ...englishRegistration(first.email, first.recaptchaToken),
    ...firstMarketing,
    token: first.token,
  });
}

/** The application row of the session `token` stands for. */
export async function applicationOfToken(server: TestServer, token: string) {
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const session = await server.database.db
    .selectFrom("sessions")
    .select("application_id")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirstOrThrow();
  return server.database.db
    .selectFrom("applications")
    .selectAll()
    .where("id", "=", session.application_id)
    .executeTakeFirstOrThrow();
}
