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
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function localiseIndexHtml(template: string, texts: IndexTexts): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(texts.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(texts.description)}"`,
    );
}

/** One rendering per language, made on first use and kept. */
export function localisedIndexCache(template: string, textsOf: (language: Language) => IndexTexts) {
  const rendered = new Map<Language, string>();
  return (language: Language): string => {
    let html = rendered.get(language);
    if (html === undefined) {
      html = localiseIndexHtml(template, textsOf(language));
      rendered.set(language, html);
    }
    return html;
  };
}
