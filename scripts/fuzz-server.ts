/**
 * Bad input against every route the server answers, on SQLite or PostgreSQL. The onboarding
 * server (with the built front end) and the journey service are built from the product's code on
 * a throw-away database; the routes come from each server's own listing, the actions from the
 * server's lists and the flow file, so a new route or action is fuzzed without being named here.
 * Sessions are walked through the API to stand at every step, so each step's schema is reached.
 *
 * First every action gets a plausible payload with its session, and every route a plausible
 * request; then requests with one thing wrong (scripts/fuzz-server/action-requests.ts,
 * route-requests.ts). Prints what it covered and how it was answered; exits 1 on any answer
 * of 500 or more, a request not answered, a route that never answered, or an action that never
 * got past its checks of session and order.
 *
 *   npm run fuzz                                    12000 requests, 8 at a time, SQLite
 *   npm run fuzz -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 *   npm run fuzz -- --requests 20000 --concurrency 4 --seed 7
 */
import { readCommandLine } from "./cli/command-line.ts";
import type { ActionAnswers } from "./fuzz-server/coverage.ts";
import type { FuzzRequest } from "./fuzz-server/fuzz-request.ts";
import type { FuzzTarget } from "./fuzz-server/fuzz-servers.ts";
import type { ServedRoute } from "./fuzz-server/route-list.ts";

const commandLine = readCommandLine({
  command: "npm run fuzz",
  summary:
    "Bad input against every route the onboarding server and the journey service answer and every\naction, with sessions standing at each step; exits 1 on any 5xx or a route or action not covered.\nNeeds npm run build once.",
  options: {
    requests: {
      type: "string",
      value: "N",
      default: "12000",
      description: "requests to send, the plausible ones first (1000-200000)",
    },
    concurrency: {
      type: "string",
      value: "N",
      default: "8",
      description: "requests at once (1-16)",
    },
    seed: {
      type: "string",
      value: "N",
      default: "1",
      description: "the same seed sends the same requests",
    },
    postgres: {
      type: "string",
      value: "URL",
      description: "run on PostgreSQL, in a database created on this server and dropped after",
    },
  },
});
const total = commandLine.wholeNumber("requests", 1000, 200_000);
const concurrency = commandLine.wholeNumber("concurrency", 1, 16);
const seed = commandLine.wholeNumber("seed", 0, 2 ** 31);
// The product's code is loaded once the command line is read: --help answers without it.
const [
  { loadProjectFiles },
  { fuzzActions },
  { ActionRequests },
  { coverageGaps, describe },
  { routeKey, startFuzzServers },
  { JOURNEY_ROUTE, RouteRequests },
  { seededRandom },
  { post, standingSessions },
  { uploadFiles },
  { builtFrontEnd },
] = await Promise.all([
  import("../src/server/config/project-files.ts"),
  import("./fuzz-server/action-catalogue.ts"),
  import("./fuzz-server/action-requests.ts"),
  import("./fuzz-server/coverage.ts"),
  import("./fuzz-server/fuzz-servers.ts"),
  import("./fuzz-server/route-requests.ts"),
  import("./fuzz-server/seeded-random.ts"),
  import("./fuzz-server/standing-sessions.ts"),
  import("./fuzz-server/upload-files.ts"),
  import("./real-server.ts"),
]);
/**
 * An answer (its body read) not come within this is a hang. The client and both servers share this
 * one process, which the busy share of two cores beside the browser tests slows to a seventh of its
 * speed alone: there a built file of 3 MB once took over 15 s to arrive whole. The slowest answers
 * are printed, so a slow one is seen long before it is a hang.
 */
const ANSWER_WITHIN_MS = 60_000;
/** How many of the slowest answers are printed. */
const SLOWEST_SHOWN = 5;
/** However the servers behave, the run ends within this. */
const MAX_RUN_MS = 10 * 60_000;
setTimeout(() => {
  process.stderr.write(`fuzz: still running after ${MAX_RUN_MS / 60_000} minutes: stopped\n`);
  process.exit(1);
}, MAX_RUN_MS).unref();
/** The share of the random requests that go to the routes besides the actions. */
const ROUTE_SHARE = 0.2;
/** Of those, the share that go to the built files (many routes, one kind of input). */
const BUILT_FILES_SHARE = 0.1;

const staticDir = builtFrontEnd();

const random = seededRandom(seed);
const files = loadProjectFiles();
const servers = await startFuzzServers({ staticDir, postgres: commandLine.values.postgres });
const started = performance.now();
try {
  const { onboarding, journey } = servers;
  const targets: FuzzTarget[] = [onboarding, journey];
  const sessions = await standingSessions(onboarding.origin, files.flow);
  const journeySession = sessions.at(JOURNEY_ROUTE);
  if (journeySession) {
    const answer = await post(onboarding.origin, "get-idscan-token", {
      token: journeySession.token,
    });
    journeySession.journey = answer.body as { gbgToken: string; journeyId: string };
  }
  const walked = performance.now();
  const actions = fuzzActions(files);
  const actionRequests = new ActionRequests(onboarding.origin, actions, sessions, random);
  const routeRequests = new RouteRequests(
    sessions,
    actionRequests.handoverTokens,
    await uploadFiles(),
    random,
    servers.services.config.journey.maxUploadBytes,
  );
  const routes: { target: FuzzTarget; route: ServedRoute }[] = targets.flatMap((target) =>
    target.routes.map((route) => ({ target, route })),
  );
  const isBuiltFile = (route: ServedRoute) => route.url.startsWith("/assets/");
  const builtFiles = routes.filter(({ route }) => isBuiltFile(route));
  const otherRoutes = routes.filter(({ route }) => !isBuiltFile(route));

  const answers: ActionAnswers = new Map();
  const statuses = new Map<string, number>();
  const failures: string[] = [];
  const answerTimes: { ms: number; label: string }[] = [];
  let sent = 0;

  const send = async (request: FuzzRequest): Promise<void> => {
    sent++;
    let status: string;
    const sentAt = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined
          ? {}
          : {
              body: typeof request.body === "string" ? request.body : new Uint8Array(request.body),
            }),
        redirect: "manual",
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      const text = await response.text();
      answerTimes.push({ ms: performance.now() - sentAt, label: request.label });
      status = String(response.status);
      if (response.status >= 500)
        failures.push(`${status} ${request.label}: ${text.slice(0, 300)}`);
      request.onAnswer?.(response.status, text);
    } catch (error) {
      status = "no answer";
      failures.push(`no answer: ${request.label}: ${String(error)}`);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (request.actionKey) {
      const byStatus = answers.get(request.actionKey) ?? new Map<string, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      answers.set(request.actionKey, byStatus);
    }
  };

  /** Sends what `next` makes, `concurrency` at a time, until it makes nothing. */
  const run = async (next: () => FuzzRequest | undefined): Promise<void> => {
    const worker = async () => {
      for (let request = next(); request; request = next()) await send(request);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };

  // Plausible requests first: every action with its session, then every route.
  const plausibleActions = actions.map((action) => () => actionRequests.plausible(action));
  await run(() => plausibleActions.shift()?.());
  const plausibleRoutes = routes.map(
    ({ target, route }) =>
      () =>
        routeRequests.request(target, route, true),
  );
  await run(() => plausibleRoutes.shift()?.());
  let index = 0;
  await run(() => {
    if (sent >= total) return undefined;
    if (random() < ROUTE_SHARE) {
      const { target, route } = random.pick(
        builtFiles.length && random() < BUILT_FILES_SHARE ? builtFiles : otherRoutes,
      );
      return routeRequests.request(target, route, false);
    }
    return actionRequests.bad(index++);
  });
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `fuzz on ${servers.database}: ${sent} requests in ${seconds.toFixed(1)} s (${concurrency} at a time, seed ${seed}; walking ${sessions.standing.length} sessions to their steps took ${((walked - started) / 1000).toFixed(1)} s)`,
  );
  for (const target of targets) {
    const hits = target.routes.map(
      (route) => target.answered.get(routeKey(route.method, route.url)) ?? 0,
    );
    const assets = target.routes.filter(isBuiltFile);
    console.log(
      `${target.name}: ${target.routes.length} routes, ${hits.filter((n) => n > 0).length} answered requests (${hits.reduce((a, b) => a + b, 0)} in all)`,
    );
    for (const route of target.routes) {
      if (isBuiltFile(route)) continue;
      console.log(
        `  ${route.method} ${route.url}: ${target.answered.get(routeKey(route.method, route.url)) ?? 0}`,
      );
    }
    if (assets.length) {
      const assetHits = assets.map(
        (route) => target.answered.get(routeKey(route.method, route.url)) ?? 0,
      );
      console.log(
        `  ${assets.length} routes of built files (/assets/…): ${assetHits.filter((n) => n > 0).length} answered, ${assetHits.reduce((a, b) => a + b, 0)} requests`,
      );
    }
  }
  console.log(`actions: ${actions.length}`);
  for (const action of actions) {
    const byStatus = answers.get(action.key) ?? new Map<string, number>();
    console.log(
      `  ${action.key}${action.notBuilt ? " (not built)" : ""}: ${describe(byStatus) || "none"}`,
    );
  }
  console.log(`statuses: ${describe(statuses)}`);
  const slowest = answerTimes.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  console.log(`slowest answers (of ${answerTimes.length}, within ${ANSWER_WITHIN_MS / 1000} s):`);
  for (const { ms, label } of slowest) console.log(`  ${Math.round(ms)} ms: ${label}`);
  const gaps = coverageGaps({
    targets,
    actions,
    answers,
    standsAt: (route) => sessions.at(route) !== undefined,
  });
  console.log(`answers >= 500 or missing: ${failures.length}`);
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  for (const error of servers.serverErrors.slice(0, 5))
    console.log(`  the server logged: ${error}`);
  console.log(`coverage gaps: ${gaps.length}`);
  for (const gap of gaps) console.log(`  ${gap}`);
  process.exitCode = failures.length || gaps.length ? 1 : 0;
} finally {
  await servers.stop();
}
// Whatever a library left running, the run ends here.
process.exit();
