/**
 * The start-up module (src/app/early-start.ts) as an entry of its own, named by an `async`
 * module script at the top of the built `index.html`. The browser runs it as soon as it
 * arrives, before the app's larger chunks have downloaded, instead of after all of them as one
 * module among the app's. The app imports the same chunk, so it runs once either way.
 */
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";

export const EARLY_START_MODULE = fileURLToPath(
  new URL("../../src/app/early-start.ts", import.meta.url),
);

const slashes = (file: string) => file.replaceAll("\\", "/");

/** The page with the early-start chunk's script right after its charset, so it is asked for first. */
export function withEarlyStartScript(html: string, bundle: Rolldown.OutputBundle): string {
  const chunk = Object.values(bundle).find(
    (file) =>
      file.type === "chunk" &&
      file.isEntry &&
      file.facadeModuleId !== null &&
      slashes(file.facadeModuleId) === slashes(EARLY_START_MODULE),
  );
  if (!chunk) throw new Error("early-start-script: the build has no early-start chunk");
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error("early-start-script: index.html has no charset");
  const tag = `<script type="module" async crossorigin src="/${chunk.fileName}"></script>`;
  return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
}

export function earlyStartScript(): Plugin {
  return {
    name: "early-start-script",
    apply: "build",
    config: () => ({
      build: {
        rolldownOptions: { input: { index: "index.html", "early-start": EARLY_START_MODULE } },
      },
    }),
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) => (bundle ? withEarlyStartScript(html, bundle) : html),
    },
  };
}
