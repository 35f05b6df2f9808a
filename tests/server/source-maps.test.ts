/** Source maps are not published: the build makes none, and the static server refuses any it finds. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import viteConfig from "../../vite.config.ts";
import type { FastifyInstance } from "fastify";
import { serveBuild, writeBuild } from "./test-server.ts";

describe("source maps", () => {
  it("the production build makes none (vite build.sourcemap)", () => {
    expect(viteConfig.build?.sourcemap).toBe(false);
  });

  describe("the static server, given a build that has them", () => {
    let app: FastifyInstance;
    let close: () => Promise<void>;

    beforeAll(async () => {
      const staticDir = writeBuild({
        "assets/main-abc123.js": "console.log(1);\n",
        "assets/main-abc123.js.map":
          '{"version":3,"sources":["../src/app/main.tsx"],"sourcesContent":["secret"]}',
        "favicon.svg.map": "{}",
      });
      ({ app, close } = await serveBuild(staticDir));
    });
    afterAll(() => close());

    it("serves the script", async () => {
      const response = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("console.log(1);\n");
    });

    it.each(["/assets/main-abc123.js.map", "/favicon.svg.map", "/assets/main-abc123.js.map?x=1"])(
      "answers %s 404 without its content",
      async (url) => {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain("sourcesContent");
      },
    );
  });
});
