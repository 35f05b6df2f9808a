import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: ".",
  base: "/",
  oxc: { jsx: { runtime: "automatic" } },
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
