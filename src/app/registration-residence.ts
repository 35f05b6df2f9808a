/** The country a registration says the user lives in: the confirmed language country, or the chosen one. */
export function residenceOfRegistration(data: Record<string, unknown>): string | undefined {
  const country = data.residenceConfirm === true ? data.languageCountry : data.residenceCountry;
  return typeof country === "string" ? country : undefined;
}
