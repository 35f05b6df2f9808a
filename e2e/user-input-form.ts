/**
 * The journey's user-input form as the tests type it: its labels in English and Polish, and its
 * fields typed key by key, the postal code last and left with Tab (the town is typed by the test).
 */
import type { Page } from "@playwright/test";
import { typeDate } from "./application-walks.ts";
import { typeInto } from "./helpers.ts";

export interface FormTexts {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  house: string;
  street: string;
  town: string;
  postalCode: string;
  submit: string;
}

export const EN_FORM: FormTexts = {
  title: "Your details",
  firstName: "First name",
  lastName: "Last name",
  dateOfBirth: "Date of birth",
  house: "House name or number *",
  street: "Street name *",
  town: "Town *",
  postalCode: "Postal code *",
  submit: "Continue",
};

export const PL_FORM: FormTexts = {
  title: "Twoje dane",
  firstName: "Imię",
  lastName: "Nazwisko",
  dateOfBirth: "Data urodzenia",
  house: "Nazwa lub numer budynku *",
  street: "Ulica *",
  town: "Miejscowość *",
  postalCode: "Kod pocztowy *",
  submit: "Kontynuuj",
};

/** The form's fields typed key by key, the postal code last. */
export async function typeForm(page: Page, texts: FormTexts, postalCode: string): Promise<void> {
  await typeInto(page.getByLabel(texts.firstName, { exact: true }), "Jan");
  await typeInto(page.getByLabel(texts.lastName, { exact: true }), "Kowalski");
  await typeDate(page, texts.dateOfBirth, "3", "12", "1979");
  await typeInto(page.getByLabel(texts.house, { exact: true }), "12");
  await typeInto(page.getByLabel(texts.street, { exact: true }), "Długa");
  await typeInto(page.getByLabel(texts.postalCode, { exact: true }), postalCode);
  await page.keyboard.press("Tab");
}
