/**
 * The first steps of an application in each of the fourteen languages, typed one key at a time on
 * a phone (390 x 844): registration, the identity choice, personal data and the phone step with
 * its code. Each control is found by the words a person of that language reads on it (taken from
 * the language's locale files), and every page passes the shared guard, which on these pages
 * fails on any English text, a translation key, or text cut off or overflowing its box. The text
 * message with the code is read from the dev outbox in the language too. (`npm run gallery` shows
 * these pages, and every other, in each language for people to look at.)
 */
import {
  basePathFor,
  brandForLanguage,
  LANGUAGES,
  type Language,
} from "../src/shared/brand/locales.ts";
import { checkPage, expect, test, type Page } from "./fixtures.ts";
import { choose, newPhoneNumber, PASSWORD, pickCountry, typeInto, uniqueEmail } from "./helpers.ts";
import { literally, textOf } from "./locale-texts.ts";
import { botCheckVerified } from "./waits.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe.configure({ timeout: 120_000 });

/** Who applies in each language: a Polish resident on the Polish brand, otherwise a German citizen. */
interface Applicant {
  /** The country of residence: the language's own (confirmed with Yes), or one chosen from the list. */
  residence: { confirm: true } | { country: string };
  citizenship: string;
  documentType: "1" | "2";
  documentNumber: string;
  /** PESEL for a Polish resident, the tax identification number otherwise. */
  identifier: { pesel: string } | { tin: string };
}

const POLISH_RESIDENT: Applicant = {
  residence: { confirm: true },
  citizenship: "PL",
  documentType: "1",
  documentNumber: "ABA300000",
  identifier: { pesel: "44051401359" },
};

const GERMAN_CITIZEN: Applicant = {
  residence: { confirm: true },
  citizenship: "DE",
  documentType: "2",
  documentNumber: "C01X00T47",
  identifier: { tin: "12345678903" },
};

function applicantOf(language: Language): Applicant {
  if (language === "pl" || language === "ru" || language === "ua") return POLISH_RESIDENT;
  // English asks for the country; Spain's residents cannot open an account, so the Spanish
  // speaker lives in Ireland.
  if (language === "en" || language === "es")
    return { ...GERMAN_CITIZEN, residence: { country: "IE" } };
  return GERMAN_CITIZEN;
}

/** A label that starts with the text (a label may carry a hint after it). */
const startingWith = (text: string) => new RegExp(`^${literally(text)}`);

/** Picks a country by typing the start of its name, in the page's language, into its combobox. */
async function chooseCountry(page: Page, label: string, code: string) {
  await pickCountry(page.getByRole("combobox", { name: label, exact: true }), code);
}

async function typeDate(
  page: Page,
  language: Language,
  field: string,
  date: [string, string, string],
) {
  const t = (key: string) => textOf(language, `personalDataConfirm:fields.${field}.${key}`);
  const group = page.getByRole("group", { name: t("label"), exact: true });
  await typeInto(group.getByRole("textbox", { name: t("day"), exact: true }), date[0]);
  await choose(group.getByRole("combobox", { name: t("month"), exact: true }), date[1]);
  await typeInto(group.getByRole("textbox", { name: t("year"), exact: true }), date[2]);
}

for (const language of LANGUAGES) {
  test(`${language}: registration, personal data and the phone's code, in the language`, async ({
    page,
    request,
  }) => {
    const t = (key: string, params?: Record<string, string | number>) =>
      textOf(language, key, params);
    const applicant = applicantOf(language);

    await page.goto(`${basePathFor({ brand: brandForLanguage(language), language })}/`);
    await expect(
      page.getByRole("heading", { level: 1, name: t("newAccount:title"), exact: true }),
    ).toBeVisible();
    await checkPage(page);
    if ("confirm" in applicant.residence) {
      await page
        .getByRole("radio", {
          name: t("newAccount:fields.residenceConfirm.enum.true"),
          exact: true,
        })
        .click();
    } else {
      if (language !== "en")
        await page
          .getByRole("radio", {
            name: t("newAccount:fields.residenceConfirm.enum.false"),
            exact: true,
          })
          .click();
      await chooseCountry(
        page,
        t("newAccount:fields.residenceCountry.label"),
        applicant.residence.country,
      );
    }
    await page
      .getByRole("button", { name: t("newAccount:sections.residence.continue"), exact: true })
      .click();

    const email = page.getByLabel(startingWith(t("newAccount:fields.email.label")));
    await typeInto(email, uniqueEmail(`walk.${language}`));
    await page
      .getByRole("button", { name: t("newAccount:fields.confirmEmail.save"), exact: true })
      .click();
    await expect(
      page.getByText(t("newAccount:fields.confirmEmail.confirmed"), { exact: true }),
    ).toBeVisible();
    const password = page.getByLabel(t("newAccount:fields.password.label"), { exact: true });
    await typeInto(password, PASSWORD);
    await page
      .getByRole("checkbox", { name: startingWith(t("newAccount:fields.termsAgreement.label")) })
      .click();
    await page
      .getByRole("checkbox", { name: t("newAccount:proofOfWork.label"), exact: true })
      .click();
    await botCheckVerified(page, t("newAccount:proofOfWork.verified"));
    await checkPage(page);
    await page.getByRole("button", { name: t("common:next"), exact: true }).click();

    // The phone's choice: upload the document later.
    await expect(
      page.getByRole("heading", { level: 1, name: t("dataUploadChoice_M:title"), exact: true }),
    ).toBeFocused();
    await checkPage(page);
    await page
      .getByRole("radio", {
        name: t("dataUploadChoice_M:fields.dataUploadChoice.enum.1"),
        exact: true,
      })
      .click();
    await page.getByRole("button", { name: t("common:next"), exact: true }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: t("personalDataConfirm:title"), exact: true }),
    ).toBeFocused();
    await checkPage(page);
    const field = (name: string) =>
      page.getByLabel(t(`personalDataConfirm:fields.${name}.label`), { exact: true });
    await typeInto(field("firstName"), "Anna");
    await typeInto(field("lastName"), "Nowak");
    await typeDate(page, language, "dateOfBirth", ["14", "5", "1944"]);
    await pickCountry(
      page.getByRole("combobox", {
        name: t("personalDataConfirm:fields.citizenship.label"),
        exact: true,
      }),
      applicant.citizenship,
    );
    await choose(field("documentType"), {
      label: t(`personalDataConfirm:fields.documentType.enum.${applicant.documentType}`),
    });
    await typeInto(field("documentNumber"), applicant.documentNumber);
    await typeDate(page, language, "documentExpirationDate", [
      "9",
      "11",
      String(new Date().getFullYear() + 4),
    ]);
    const identifier = applicant.identifier;
    if ("pesel" in identifier) await typeInto(field("pesel"), identifier.pesel);
    else await typeInto(field("identificationNumber"), identifier.tin);
    await page.keyboard.press("Tab");
    await checkPage(page);
    await page.getByRole("button", { name: t("common:next"), exact: true }).click();
    const details = page.getByRole("dialog", { name: t("common:confirmation.title") });
    await expect(details).toContainText("Nowak");
    await checkPage(page);
    await details
      .getByRole("button", { name: t("common:confirmation.confirm"), exact: true })
      .click();

    await expect(
      page.getByRole("heading", { level: 1, name: t("desktopSms:title"), exact: true }),
    ).toBeVisible();
    await checkPage(page);
    // The country code shows as "+48 Polska": the digits after the plus make the number.
    const prefix = /^\+(\d+)/.exec(
      await page
        .getByLabel(t("desktopSms:fields.phoneNumberPrefix.label"), { exact: true })
        .inputValue(),
    )?.[1];
    const number = newPhoneNumber("5", 9);
    await typeInto(
      page.getByLabel(t("desktopSms:fields.phoneNumber.label"), { exact: true }),
      number,
    );
    await page
      .getByRole("checkbox", { name: t("desktopSms:proofOfWork.label"), exact: true })
      .click();
    await botCheckVerified(page, t("desktopSms:proofOfWork.verified"));
    await page
      .getByRole("button", { name: t("desktopSms:sections.number.continue"), exact: true })
      .click();
    const codeField = page.getByLabel(t("desktopSms:fields.phoneVerificationCode2.label"), {
      exact: true,
    });
    await expect(codeField).toBeFocused();
    await checkPage(page);

    // The text message is in the language, and nothing of it is left as a placeholder.
    const recipient = `+${prefix}${number}`;
    const outbox = await request.get(
      `/dev/outbox/messages?recipient=${encodeURIComponent(recipient)}`,
    );
    const [sms] = ((await outbox.json()) as { messages: { body: string }[] }).messages;
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
    const minutes = /\b(\d{1,2})\b/.exec(sms!.body.replace(code, ""))?.[1] ?? "";
    expect(sms!.body).toBe(t("messages:phoneCode.sms", { code, minutes }));
    if (language !== "en")
      expect(sms!.body).not.toBe(textOf("en", "messages:phoneCode.sms", { code, minutes }));

    await typeInto(codeField, code);
    await page.getByRole("button", { name: t("desktopSms:submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/residence-details$/);
    await expect(
      page.getByRole("heading", { level: 1, name: t("addressDetails:title"), exact: true }),
    ).toBeVisible();
    await checkPage(page);
  });
}
