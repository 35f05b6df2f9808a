/**
 * The addresses the README and the configuration reference name are addresses this server
 * answers: each matches a route the server lists (a folder, written with its closing slash, is
 * the start of some), and a page among them is answered. The defaults of the links to the
 * broker's own pages, which the product does not serve, are left aside.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { servedRoutes, type ServedRoute } from "../../scripts/fuzz-server/route-list.ts";
import { serveBuild, writeBuild } from "./test-server.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOCUMENTS = ["README.md", "docs/CONFIGURATION.md"];
/** Paths of this machine's files the documents name (a browser binary, Linux's /proc). */
const FILE_SYSTEM = /^\/(usr|proc|etc|tmp|var)(\/|$)/;

/** Every absolute path a document writes as code, e.g. `/dev/outbox`, placeholders filled in. */
function documentedAddresses(): { document: string; address: string }[] {
  return DOCUMENTS.flatMap((document) => {
    const named = [...fs.readFileSync(path.join(ROOT, document), "utf8").matchAll(/`(\/[^`\s]*)`/g)]
      .map((match) => match[1]!.replace(/\?.*$/, "").replaceAll("{lang}", "en"))
      .filter((address) => !FILE_SYSTEM.test(address));
    return [...new Set(named)].map((address) => ({ document, address }));
  });
}

function matches(route: ServedRoute, address: string): boolean {
  const pattern = route.url
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:[A-Za-z]+/g, "[^/]+")
    .replace(/\*$/, ".*");
  return new RegExp(`^${pattern}$`).test(address);
}

describe("addresses the documents name", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let routes: ServedRoute[];
  beforeAll(async () => {
    // A build holds the widget's host API beside the pages (vite.embed.config.ts).
    ({ app, close } = await serveBuild(
      writeBuild({ "embed/identity-journey.js": "export {};\n", "embed/identity-journey.css": "" }),
    ));
    await app.ready();
    // The static file server's catch-all answers any path, with 404 for what is not a file.
    routes = servedRoutes(app).filter((route) => route.url !== "/*");
  });
  afterAll(() => close());

  const addresses = documentedAddresses();

  it("include the pages and APIs a reader is sent to", () => {
    expect(addresses.map((a) => a.address)).toEqual(
      expect.arrayContaining(["/onboarding/", "/dev/outbox", "/client-zone/api/autoLogin"]),
    );
  });

  it.each(addresses)("$document: $address is answered by this server", async ({ address }) => {
    const served = routes.filter(
      (route) =>
        matches(route, address) || (address.endsWith("/") && route.url.startsWith(address)),
    );
    expect(served, `no route of the server answers ${address}`).not.toEqual([]);
    if (served.some((route) => route.method === "GET" && matches(route, address))) {
      const answer = await app.inject({ method: "GET", url: address });
      expect(answer.statusCode).not.toBe(404);
    }
  });
});
