/**
 * The English application walked through HAProxy (deploy/haproxy.cfg) in front of three instances
 * on one PostgreSQL database, each request balanced on its own (round robin). So the bot check
 * issued by one instance is solved for another, the phone code sent by one is checked by
 * another, the steps are saved and read back by any, and the hand-over token is made and taken
 * by any. When the walk reaches the tax residence step one instance is killed (SIGKILL); the walk
 * finishes on the two left, with nothing lost: the review shows every answer and the client zone
 * opens.
 */
import { expect, test } from "./fixtures.ts";
import { walkEnglishApplication } from "./application-walks.ts";
import {
  startBalancedInstances,
  type BalancedInstances,
} from "../scripts/balancer/balanced-instances.ts";
import { E2E_SERVER_ENV } from "../playwright.config.ts";

/** The tests' settings but the cheaper password hash: behind a proxy, the public reaches them. */
const { PASSWORD_HASH_COST: _productionCost, ...BEHIND_A_PROXY_ENV } = E2E_SERVER_ENV;

const BALANCER_PORT = Number(process.env.E2E_BALANCER_PORT ?? 4491);
const ADMIN_URL =
  process.env.E2E_BALANCER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.use({ baseURL: `http://127.0.0.1:${BALANCER_PORT}` });

let balanced: BalancedInstances;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  balanced = await startBalancedInstances({
    count: 3,
    adminUrl: ADMIN_URL,
    port: BALANCER_PORT,
    env: { ...BEHIND_A_PROXY_ENV, STATIC_DIR: "dist" },
  });
});

test.afterAll(async () => {
  await balanced?.stop();
});

test("en, through the load balancer: every request may land on another instance, one dies mid-walk", async ({
  page,
  request,
}) => {
  // Which instance answered each call, and when the browser began the call (its wall clock, as
  // the kill's): a call begun before the kill may still be answered by the instance killed.
  const served: { by: string; startedAt: number }[] = [];
  page.on("response", (response) => {
    const by = response.headers()["x-served-by"];
    if (by && new URL(response.url()).pathname.includes("/api/"))
      served.push({ by, startedAt: response.request().timing().startTime });
  });
  const victim = balanced.instances[2]!;
  let killedAt = Infinity;
  const killing = page.waitForURL(/\/tax-residence$/, { timeout: 240_000 }).then(() => {
    victim.kill();
    killedAt = Date.now();
  });

  await walkEnglishApplication(page, request);
  await killing;

  const before = new Set(served.filter((s) => s.startedAt < killedAt).map((s) => s.by));
  const after = served.filter((s) => s.startedAt > killedAt).map((s) => s.by);
  // Before the kill the page's calls went to all three; after it, to both of the others.
  expect([...before].sort()).toEqual(["instance1", "instance2", "instance3"]);
  expect([...new Set(after)].sort()).toEqual(["instance1", "instance2"]);
});
