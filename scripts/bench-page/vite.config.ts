/** Build of the bench-only engine page (scripts/bench-ui.ts); the product's build never includes it. */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import productConfig from "../../vite.config.ts";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  oxc: productConfig.oxc,
  resolve: {
    alias: [
      ...(productConfig.resolve?.alias as { find: RegExp; replacement: string }[]),
      {
        find: /^@bench-forms\//,
        replacement: `${process.env.BENCH_FORMS_DIR ?? here("../../node_modules/.cache/bench-forms")}/`,
      },
    ],
  },
  build: {
    outDir: process.env.BENCH_PAGE_OUT ?? here("../../node_modules/.cache/bench-page"),
    emptyOutDir: true,
    target: "es2022",
  },
});
