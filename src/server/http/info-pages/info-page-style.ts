/**
 * The built-in pages' stylesheet (served as /info-pages.css): the front end's own design tokens
 * and brand colours (src/app/theme/tokens.css and brands.css, read as they are, so a brand's
 * change reaches these pages too), the built front end's font faces when there is a build, and a
 * few rules that frame a page as the form's pages are framed: the brand's header with its logo,
 * one card on the page's ground.
 */
import fs from "node:fs";
import path from "node:path";

const THEME_FILES = ["src/app/theme/tokens.css", "src/app/theme/brands.css"];

const PAGE_RULES = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font-body);line-height:var(--line-body);color:var(--ink);background:var(--wash);-webkit-font-smoothing:antialiased}
header{display:flex;align-items:center;gap:var(--space-1);min-height:56px;padding:var(--space-1) var(--space-3);background:var(--brand);color:var(--on-brand);font-weight:700;font-size:1.125rem}
header::before{content:"";flex:none;width:32px;height:32px;background:var(--brand-logo) center/contain no-repeat}
main{max-width:720px;margin:var(--space-3) auto;padding:var(--space-4);background:var(--paper);border-radius:var(--radius-card);box-shadow:var(--shadow-card);overflow-wrap:break-word}
h1{margin-top:0;font-size:var(--text-title);line-height:1.2;letter-spacing:-0.02em}
a{color:var(--brand);text-underline-offset:0.15em}
a:hover{color:var(--brand-strong)}
:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
table{border-collapse:collapse;width:100%;margin:16px 0}
th,td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid var(--line-soft)}
code{overflow-wrap:anywhere;font-size:.875em}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dd{margin:0}
@media (max-width:767px){header{padding-inline:var(--space-2)}main{margin:12px 8px;padding:var(--space-3) var(--space-2)}h1{font-size:var(--text-title-phone)}th,td{padding:6px 4px}.stacked thead{display:none}.stacked tr,.stacked td{display:block}.stacked td{border:0}.stacked tr{border-bottom:1px solid var(--line-soft);padding:8px 0}}
`;

/** The stylesheet, made once at start-up. */
export function infoPageStylesheet(projectRoot: string, staticDir: string | undefined): string {
  const theme = THEME_FILES.map((file) => fs.readFileSync(path.join(projectRoot, file), "utf8"));
  return [...builtFontFaces(staticDir), ...theme, PAGE_RULES].join("\n");
}

/**
 * The `@font-face` rules of the built front end's stylesheet (its entry's CSS in Vite's
 * manifest), with their hashed font files; none without a build, and the system font shows.
 */
export function builtFontFaces(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(staticDir, ".vite", "manifest.json"), "utf8"),
    ) as Record<string, { css?: string[] }>;
    return (manifest["index.html"]?.css ?? []).flatMap((file) =>
      [
        ...fs.readFileSync(path.join(staticDir, file), "utf8").matchAll(/@font-face\s*\{[^}]*\}/g),
      ].map((match) => match[0]),
    );
  } catch {
    return [];
  }
}
