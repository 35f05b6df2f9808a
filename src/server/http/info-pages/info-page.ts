/**
 * The frame of the built-in pages outside the form (info-pages.ts): which language and brand a
 * visit is in, and the page itself. A link from the onboarding carries its page in the
 * `Referer` (the pages' policy is `same-origin`), so the page speaks the language the client was
 * reading; a visit from elsewhere (a link in an e-mail) goes by `?lang=`, then by the browser's
 * languages, then English.
 */
import type { FastifyRequest } from "fastify";
import {
  basePathFor,
  brandForLanguage,
  FALLBACK_LANGUAGE,
  intlTagOf,
  isLanguage,
  LANGUAGES,
  resolveLocaleFromPath,
  type Locale,
} from "../../../shared/brand/locales.ts";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The browser's language tags as our codes (Ukrainian and Czech have codes of their own). */
const FROM_TAG: Readonly<Record<string, string>> = { uk: "ua", cs: "cz" };

/** The locale a visit is in, and the onboarding page to go back to. */
export function visitLocale(request: FastifyRequest): { locale: Locale; back: string } {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.lang;
  const referer = refererOnboarding(request);
  if (isLanguage(asked)) return localeOf(asked, referer);
  if (referer) return { locale: referer.locale, back: referer.path };
  const accepted = (request.headers["accept-language"] ?? "")
    .split(",")
    .map((tag) => tag.trim().split(/[-;]/)[0]?.toLowerCase() ?? "")
    .map((tag) => FROM_TAG[tag] ?? tag)
    .find((tag) => (LANGUAGES as readonly string[]).includes(tag));
  return localeOf(isLanguage(accepted) ? accepted : FALLBACK_LANGUAGE, undefined);
}

function localeOf(
  language: Locale["language"],
  referer: { locale: Locale; path: string } | undefined,
): { locale: Locale; back: string } {
  if (referer && referer.locale.language === language)
    return { locale: referer.locale, back: referer.path };
  const locale: Locale = { language, brand: brandForLanguage(language) };
  return { locale, back: `${basePathFor(locale)}/` };
}

/** The onboarding page of this origin the visit came from, if it came from one. */
function refererOnboarding(request: FastifyRequest): { locale: Locale; path: string } | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return undefined;
    const resolution = resolveLocaleFromPath(url.pathname);
    return resolution?.kind === "locale"
      ? { locale: resolution.locale, path: url.pathname + url.search }
      : undefined;
  } catch {
    return undefined;
  }
}

export interface InfoPage {
  locale: Locale;
  /** The brand's name for the header. */
  brandName: string;
  title: string;
  /** The page's content under its heading, as HTML (every text in it escaped). */
  body: string;
  back?: { href: string; text: string } | undefined;
}

export function infoPageHtml({ locale, brandName, title, body, back }: InfoPage): string {
  const backLink = back
    ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>\n`
    : "";
  return `<!doctype html>
<html lang="${intlTagOf(locale.language)}" data-brand="${locale.brand}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon-${locale.brand}.svg" type="image/svg+xml"><link rel="stylesheet" href="/info-pages.css"></head>
<body>
<header>${escapeHtml(brandName)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
${backLink}</main>
</body>
</html>
`;
}
