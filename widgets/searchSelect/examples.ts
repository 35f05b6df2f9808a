/** Examples of the searchable list, read by its component test and the accessibility check. */
export const searchSelectExamples = [
  {
    name: "tax offices named by a dictionary, grouped by region",
    schema: {
      type: "object",
      properties: {
        firstPolandTaxOfficeId: { type: "string", enum: ["1436", "0202", "1471", "0203"] },
      },
    },
    uiSchema: {
      firstPolandTaxOfficeId: {
        "ui:widget": "searchSelect",
        "ui:options": {
          labels: {
            "1436": "Drugi Urząd Skarbowy Warszawa-Śródmieście",
            "0202": "Urząd Skarbowy w Bolesławcu",
            "1471": "Pierwszy Mazowiecki Urząd Skarbowy w Warszawie",
            "0203": "Urząd Skarbowy w Bystrzycy Kłodzkiej",
          },
          groups: { "02": "Dolnośląskie", "14": "Mazowieckie" },
        },
      },
    },
    formData: {},
    context: {},
  },
] as const;
