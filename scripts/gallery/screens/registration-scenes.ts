/**
 * The screens around the registration form: the residence question a Ukrainian resident is asked,
 * the account part with its consents and the data-processing dialog, the login, and the e-mail
 * code a client is sent when the SMS does not come.
 */
import {
  post,
  registeredSession,
  sessionAtPhoneStep,
  solvedProofOfWork,
  storeTokenBeforeLoad,
} from "../../../e2e/api-session.ts";
import { pickCountry } from "../../../e2e/helpers.ts";
import { newPhoneNumber, PASSWORD } from "../../../e2e/test-data.ts";
import type { ScreenScene } from "./screen-scene.ts";
import { button, settle } from "./screen-visit.ts";

export const REGISTRATION: ScreenScene = {
  id: "registration",
  device: "any",
  shots: 3,
  async run({ page, base, say, shot }) {
    await page.goto(`${base}/`);
    await settle(page);
    // The Polish page asks to confirm Poland first; "No" opens the list of countries.
    const notHere = page.getByRole("radio", {
      name: say("newAccount:fields.residenceConfirm.enum.false"),
      exact: true,
    });
    if ((await notHere.count()) > 0) await notHere.click();
    const country = page.getByRole("combobox", {
      name: say("newAccount:fields.residenceCountry.label"),
      exact: true,
    });
    await pickCountry(country, "UA");
    await button(page, say("newAccount:sections.residence.continue")).click();
    const question = page.getByRole("dialog", {
      name: say("newAccount:questions.euAddress.title"),
    });
    await question.waitFor();
    await shot("newAccount", "a resident of Ukraine asked for an address in the EU");
    await button(question, say("newAccount:questions.euAddress.yes")).click();
    const info = button(page, say("newAccount:fields.termsAgreement.info"));
    await info.waitFor();
    await shot("newAccount", "the login part with its consents");
    await info.click();
    await page
      .getByRole("dialog", { name: say("newAccount:dialogs.dataRegulation.title") })
      .waitFor();
    await shot("newAccount", "the data-processing dialog");
  },
};

/**
 * The login, then a client who registered on the English site logging in on this language's: the
 * upload choice they come back to, in the language of the page they logged in on.
 */
export const LOGIN: ScreenScene = {
  id: "login",
  device: "any",
  shots: 2,
  async run({ page, base, api, brand, say, shot }) {
    const session = await registeredSession(api, brand);
    await page.goto(`${base}/login`);
    await shot("newLogin", "as opened");
    const field = (name: string) =>
      page.getByRole("textbox", { name: say(`newLogin:fields.${name}.label`), exact: true });
    await field("loginEmail").pressSequentially(session.email);
    await field("loginPassword").pressSequentially(PASSWORD);
    await button(page, say("newLogin:submit")).click();
    await page.waitForURL(/\/select-registration-method$/);
    await shot("dataUploadChoice", "a returning client, logged in on this site");
  },
};

/** Two SMS sent, then the code asked for by e-mail: the page that takes it. */
export const EMAIL_CODE: ScreenScene = {
  id: "email-code",
  device: "any",
  shots: 1,
  async run({ page, base, api, brand, shot }) {
    const session = await sessionAtPhoneStep(api, brand);
    const phone = {
      token: session.token,
      phoneNumberPrefix: "PL",
      phoneNumber: newPhoneNumber("60"),
    };
    for (let sent = 0; sent < 2; sent++)
      await post(api, brand, "sms/desktop-sms", {
        ...phone,
        recaptchaToken: await solvedProofOfWork(api),
      });
    await post(api, brand, "sms/verify-email", phone);
    await storeTokenBeforeLoad(page, session.token);
    await page.goto(`${base}/confirm-email`);
    await shot("confirmEmail", "the code sent by e-mail");
  },
};
