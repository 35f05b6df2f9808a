/**
 * The product's own pages for the flow's links outside the form, served while no setting names
 * the broker's page instead (config/link-settings.ts): the forgotten password (how to get a new
 * one), the cookies and browser storage the onboarding uses, where to apply from a country the
 * online form does not take, the table of fees (config/fees-table.json) and the account-opening
 * documents, which download as one file. Plain server pages in the visit's language, apart from
 * the form's front end, so the registration loads nothing of them.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Brand, Locale } from "../../../shared/brand/locales.ts";
import type { ProxyServices } from "../../actions/proxy-services.ts";
import { DEFAULT_LINKS, isBuiltInLink } from "../../config/link-settings.ts";
import { PROJECT_ROOT } from "../../config/project-files.ts";
import { feeOf, loadFeesTable, type FeesTable } from "./fees-table.ts";
import { STORED_IN_BROWSER } from "./stored-in-browser.ts";
import { escapeHtml, infoPageHtml, visitLocale } from "./info-page.ts";
import { infoPageStylesheet } from "./info-page-style.ts";

/** The declarations the client accepts, as the declarations step words them. */
const DECLARATIONS = [
  "documentsAcceptance",
  "receivedKid",
  "understoodFeaturesAndRisks",
  "awareOfLossAndCreditRisks",
  "investmentGoal",
  "incomeSource",
  "confirmElectronicAgreement",
] as const;

export function registerInfoPages(app: FastifyInstance, services: ProxyServices): void {
  const { links, contact } = services.config;
  const fees = loadFeesTable(PROJECT_ROOT);
  const t = (locale: Locale, key: string, params?: Record<string, unknown>) =>
    services.translate(locale.language, [`infoPages:${key}`], params);
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const contactList = (locale: Locale) =>
    `<dl><dt>${escapeHtml(t(locale, "contact.email"))}</dt><dd><a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></dd>
<dt>${escapeHtml(t(locale, "contact.phone"))}</dt><dd>${escapeHtml(contact.phone)}</dd></dl>`;
  const brandName = (brand: Brand, locale: Locale) =>
    services.translate(locale.language, [`common:brand.${brand}`]);

  /** Answers a page in the visit's locale (or its language on the given brand). */
  const serve = (
    path: string,
    render: (locale: Locale) => { title: string; body: string },
    brand?: Brand,
  ) => {
    app.get(path, (request, reply) => {
      const visit = visitLocale(request);
      const locale = brand ? { ...visit.locale, brand } : visit.locale;
      const { title, body } = render(locale);
      return sendPage(reply).send(
        infoPageHtml({
          locale,
          brandName: brandName(locale.brand, locale),
          title,
          body,
          back: { href: visit.back, text: t(locale, "back") },
        }),
      );
    });
  };

  const stylesheet = infoPageStylesheet(PROJECT_ROOT, services.config.staticDir);
  app.get("/info-pages.css", (_request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/css").send(stylesheet),
  );

  if (isBuiltInLink(links, "remindPassword"))
    serve(DEFAULT_LINKS.remindPassword, (locale) => ({
      title: t(locale, "remindPassword.title"),
      body: `${p(t(locale, "remindPassword.body"))}\n${contactList(locale)}`,
    }));

  if (isBuiltInLink(links, "cookieSettings"))
    serve(DEFAULT_LINKS.cookieSettings, (locale) => ({
      title: t(locale, "cookies.title"),
      body: `${p(t(locale, "cookies.intro"))}
<table class="stacked"><thead><tr><th scope="col">${escapeHtml(t(locale, "cookies.name"))}</th><th scope="col">${escapeHtml(t(locale, "cookies.purpose"))}</th><th scope="col">${escapeHtml(t(locale, "cookies.lifetime"))}</th></tr></thead>
<tbody>${STORED_IN_BROWSER.map(
        ({ key, names }) =>
          `<tr><td>${names.map((name) => `<code>${escapeHtml(name)}</code>`).join("<br>")}</td><td>${escapeHtml(t(locale, `cookies.rows.${key}.purpose`))}</td><td>${escapeHtml(t(locale, `cookies.rows.${key}.lifetime`))}</td></tr>`,
      ).join("\n")}</tbody></table>
${p(t(locale, "cookies.remove"))}`,
    }));

  const applyPage = (text: string) => (locale: Locale) => ({
    title: t(locale, "apply.title"),
    body: `${p(t(locale, text))}\n${contactList(locale)}`,
  });
  if (isBuiltInLink(links, "generalApplyPl"))
    serve(DEFAULT_LINKS.generalApplyPl, applyPage("apply.general"), "pl");
  if (isBuiltInLink(links, "generalApplyEu"))
    serve(DEFAULT_LINKS.generalApplyEu, applyPage("apply.general"), "eu");
  if (isBuiltInLink(links, "externalApply"))
    serve(DEFAULT_LINKS.externalApply, applyPage("apply.international"));

  if (isBuiltInLink(links, "feesTable"))
    serve(DEFAULT_LINKS.feesTable, (locale) => ({
      title: t(locale, "fees.title"),
      body: `${p(t(locale, "fees.intro"))}\n${feesTableHtml(fees, locale, t)}`,
    }));

  if (isBuiltInLink(links, "documents")) {
    const documents = (locale: Locale) => `${p(t(locale, "documents.intro"))}
<h2>${escapeHtml(t(locale, "documents.broker"))}</h2>
${p(brandName(locale.brand, locale))}
${contactList(locale)}
<h2>${escapeHtml(t(locale, "fees.title"))}</h2>
${feesTableHtml(fees, locale, t)}
<h2>${escapeHtml(t(locale, "documents.declarations"))}</h2>
<ul>${DECLARATIONS.map((name) => `<li>${escapeHtml(services.translate(locale.language, [`declarationAcceptance:fields.${name}.label`]))}</li>`).join("")}</ul>`;
    // The page shows the documents; `?download=1` answers the same as a file to keep.
    app.get(DEFAULT_LINKS.documents, (request, reply) => {
      const visit = visitLocale(request);
      const { locale } = visit;
      const download = (request.query as Record<string, unknown>).download === "1";
      const title = t(locale, "documents.title");
      const body = download
        ? documents(locale)
        : `${documents(locale)}\n<p><a href="${DEFAULT_LINKS.documents}?download=1&amp;lang=${locale.language}" download>${escapeHtml(t(locale, "documents.download"))}</a></p>`;
      const html = infoPageHtml({
        locale,
        brandName: brandName(locale.brand, locale),
        title,
        body,
        back: download ? undefined : { href: visit.back, text: t(locale, "back") },
      });
      if (download)
        reply.header(
          "content-disposition",
          `attachment; filename="account-opening-documents-${locale.language}.html"`,
        );
      return sendPage(reply).send(html);
    });
  }
}

function sendPage(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
}

function feesTableHtml(
  fees: FeesTable,
  locale: Locale,
  t: (locale: Locale, key: string) => string,
): string {
  const head = `<tr><th scope="col">${escapeHtml(t(locale, "fees.service"))}</th><th scope="col">${escapeHtml(t(locale, "fees.fee"))}</th></tr>`;
  const rows = fees
    .map(
      (row) =>
        `<tr><td>${escapeHtml(t(locale, `fees.rows.${row.id}`))}</td><td>${escapeHtml(feeOf(row, locale.brand))}</td></tr>`,
    )
    .join("\n");
  return `<table><thead>${head}</thead>\n<tbody>${rows}</tbody></table>`;
}
