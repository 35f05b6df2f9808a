import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser's copy of the flow file: the server alone decides where an answer leads (`next`)
 * and fills steps from a document scan (`prefill`), so the page does not carry those rules.
 */
function browserFlowFile(): Plugin {
  return {
    name: "browser-flow-file",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]flows[\\/][^\\/]+\.flow\.json$/.test(id)) return undefined;
      const { next: _next, ...flow } = JSON.parse(code) as { next?: unknown; routes: object[] };
      const routes = flow.routes.map((route) => {
        const { prefill: _prefill, ...rest } = route as { prefill?: unknown };
        return rest;
      });
      return { code: JSON.stringify({ ...flow, routes }), map: null };
    },
  };
}

export default defineConfig({
  root: ".",
  base: "/",
  oxc: { jsx: { runtime: "automatic" } },
  plugins: [browserFlowFile()],
  resolve: {
    alias: [
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(
          new URL("./src/engine/theme/plain-text-markdown.tsx", import.meta.url),
        ),
      },
      {
        find: /^fast-uri$/,
        replacement: fileURLToPath(new URL("./src/engine/theme/uri-resolver.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No source maps: they would publish the whole source; the static server refuses *.map too.
    sourcemap: false,
    // scripts/bundle-size.ts reads which chunks each route loads from the manifest.
    manifest: true,
    // The built-in modulepreload polyfill injects no inline script, but modern targets do not need it.
    modulePreload: { polyfill: false },
    target: "es2022",
  },
  server: { host: "127.0.0.1" },
});
