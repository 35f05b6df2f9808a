import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { earlyStartScript } from "./scripts/build/early-start-script.ts";
import { freshStepModules } from "./scripts/build/fresh-step-modules.ts";
import { localeNames } from "./scripts/build/locale-names.ts";
import { precompressAssets } from "./scripts/build/precompress-assets.ts";

/**
 * The browser's copy of the flow file: the server alone decides where an answer leads (`next`),
 * fills steps from a document scan (`prefill`) and checks a proof of address against the home
 * address step's answer (`homeAddress`), so the page does not carry those rules.
 */
function browserFlowFile(): Plugin {
  return {
    name: "browser-flow-file",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]flows[\\/][^\\/]+\.flow\.json$/.test(id)) return undefined;
      const { next: _next, ...flow } = JSON.parse(code) as { next?: unknown; routes: object[] };
      const routes = flow.routes.map((route) => {
        const {
          prefill: _prefill,
          homeAddress: _homeAddress,
          ...rest
        } = route as { prefill?: unknown; homeAddress?: unknown };
        return rest;
      });
      return { code: JSON.stringify({ ...flow, routes }), map: null };
    },
  };
}

/**
 * The modules every form step runs (the engine, RJSF and Ajv's runtime, the step tools, the
 * widgets most steps name), kept in one chunk that loads with the first step.
 */
const FORM_STEP_MODULES = new RegExp(
  [
    "/src/engine/",
    "/src/app/screens/form-kit\\.ts$",
    "/src/flow/step-tools\\.ts$",
    "/src/shared/messages/validation-messages\\.ts$",
    "/src/shared/schema/(inline-local-refs|json-schema|failing-parts|option-lists)\\.ts$",
    "/widgets/(combobox|countrySelect|searchSelect|phonePrefix|proofOfWork)/",
    "/node_modules/(@rjsf|ajv|fast-deep-equal|fast-equals|jsonpointer|@x0k|react-is)/",
    // The combobox of most steps: downshift and what it imports.
    "/node_modules/(downshift|compute-scroll-into-view|prop-types|@babel/runtime)/",
  ].join("|"),
);

/** Engine modules the page's entry uses before any step loads: they stay out of the form chunk. */
const ENTRY_ENGINE_MODULES = /\/src\/engine\/logic\/locale-names-store\.ts$/;

export default defineConfig({
  root: ".",
  base: "/",
  oxc: { jsx: { runtime: "automatic" } },
  plugins: [
    freshStepModules(),
    browserFlowFile(),
    earlyStartScript(),
    localeNames(),
    precompressAssets(),
  ],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // One chunk for what every form step runs: fewer, larger files compress better.
              name: "engine",
              includeDependenciesRecursively: false,
              // Code only: a widget's stylesheet loads with the page's own (src/app/main.tsx).
              test: (id) => {
                const file = id.replaceAll("\\", "/");
                return (
                  FORM_STEP_MODULES.test(file) &&
                  !ENTRY_ENGINE_MODULES.test(file) &&
                  !file.endsWith(".css")
                );
              },
            },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
});
