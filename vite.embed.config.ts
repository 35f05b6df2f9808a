/**
 * The identity journey's host API as a module a broker's own page loads
 * (`dist/embed/identity-journey.js`, its stylesheet `identity-journey.css` and the chunks they
 * load: the texts of each language, the photo's preparation). Built after the onboarding pages
 * (`npm run build`), into their output, so the server publishes it at `/embed/`.
 */
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/build/precompress-assets.ts";

export default defineConfig({
  root: ".",
  // Where the server publishes it: the workers' addresses are built from it.
  base: "/embed/",
  oxc: { jsx: { runtime: "automatic" } },
  plugins: [precompressAssets()],
  // The onboarding pages' public files (logos, icons) are theirs, published once.
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist/embed",
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    target: "es2022",
    lib: {
      entry: "widgets/identityJourney/host/mount-identity-journey.tsx",
      formats: ["es"],
      fileName: "identity-journey",
      cssFileName: "identity-journey",
    },
  },
});
