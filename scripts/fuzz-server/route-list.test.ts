import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { routesOfListing, servedRoutes } from "./route-list.ts";

describe("the routes a server answers", () => {
  it("reads every method and path of Fastify's listing, parameters and wildcards included", async () => {
    const app = Fastify();
    app.get("/healthz", () => "ok");
    app.get("/dev/outbox", () => "ok");
    app.get("/dev/outbox/messages", () => "ok");
    app.post("/api/form/:version/*", () => "ok");
    app.get("/api/altcha/challenge", () => "ok");
    app.get("/assets/app-1.js", () => "ok");
    app.get("/assets/app-2.css", () => "ok");
    app.get("/:lang/onboarding/*", () => "ok");
    app.options("/*", () => "ok");
    await app.register(
      async (scope) => {
        scope.post("/api/autoLogin", () => "ok");
      },
      { prefix: "/client-zone" },
    );
    await app.ready();
    const routes = servedRoutes(app).map((route) => `${route.method} ${route.url}`);
    expect(routes.sort()).toEqual(
      [
        "GET /healthz",
        "HEAD /healthz",
        "GET /dev/outbox",
        "HEAD /dev/outbox",
        "GET /dev/outbox/messages",
        "HEAD /dev/outbox/messages",
        "POST /api/form/:version/*",
        "GET /api/altcha/challenge",
        "HEAD /api/altcha/challenge",
        "GET /assets/app-1.js",
        "HEAD /assets/app-1.js",
        "GET /assets/app-2.css",
        "HEAD /assets/app-2.css",
        "GET /:lang/onboarding/*",
        "HEAD /:lang/onboarding/*",
        "OPTIONS /*",
        "POST /client-zone/api/autoLogin",
      ].sort(),
    );
    await app.close();
  });

  it("joins the parts of a printed tree into whole paths", () => {
    const listing = [
      "└── / (GET)",
      "    ├── a",
      "    │   ├── pi/form (POST)",
      "    │   └── ssets/x.js (GET, HEAD)",
      "    └── b (PUT)",
    ].join("\n");
    expect(routesOfListing(listing)).toEqual([
      { method: "GET", url: "/" },
      { method: "POST", url: "/api/form" },
      { method: "GET", url: "/assets/x.js" },
      { method: "HEAD", url: "/assets/x.js" },
      { method: "PUT", url: "/b" },
    ]);
  });
});
