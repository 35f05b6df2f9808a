/**
 * The built `index.html`, as each locale's pages send it: `<html lang>`, the title and the meta
 * description in the page's language before any script runs (search engines, link previews and
 * screen readers read them from the first answer).
 */
import type { Language } from "../../shared/brand/locales.ts";

export interface IndexTexts {
  lang: string;
  title: string;
  description: string;
  /** Modules the page will load at once, announced as `modulepreload` links. */
  preloads?: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The modules the HTML already loads or announces itself (Vite's entry and its preloads). */
function modulesNamedIn(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(
      (match) => match[1]!,
    ),
  );
}

export function localiseIndexHtml(template: string, texts: IndexTexts): string {
  const named = modulesNamedIn(template);
  const preloads = (texts.preloads ?? []).filter((href) => !named.has(href));
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(texts.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(texts.description)}"`,
    )
    .replace(
      "</head>",
      `${preloads
        .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
        .join("")}</head>`,
    );
}

/** One rendering per language and step, made on first use and kept. */
export function localisedIndexCache(
  template: string,
  textsOf: (language: Language, stepSchema: string | undefined) => IndexTexts,
) {
  const rendered = new Map<string, string>();
  return (language: Language, stepSchema: string | undefined): string => {
    const key = `${language}:${stepSchema ?? ""}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = localiseIndexHtml(template, textsOf(language, stepSchema));
      rendered.set(key, html);
    }
    return html;
  };
}
