/** Examples of the address widgets, read by their component test and the accessibility check. */
const addressSchema = {
  type: "object",
  properties: {
    country: { type: "string", enum: ["PL", "DE"] },
    searchAddress: { type: "string" },
    postalCode: { type: "string" },
    city: { type: "string" },
    street: { type: "string" },
  },
} as const;

const addressUiSchema = {
  "ui:order": ["country", "searchAddress", "postalCode", "city", "street"],
  country: { "ui:widget": "select" },
  searchAddress: {
    "ui:widget": "addressSearch",
    "ui:options": {
      lookup: "search-address",
      country: "PL",
      fills: { country: "country", postalCode: "postalCode", city: "city", street: "street" },
    },
  },
  postalCode: {
    "ui:widget": "postalCode",
    "ui:options": {
      countryField: "country",
      maskCountries: ["PL"],
      lookup: "get-postal-code-addresses",
      shareAs: "homeAddresses",
      cityField: "city",
    },
  },
  city: { "ui:widget": "addressSuggest", "ui:options": { from: "homeAddresses", part: "city" } },
  street: {
    "ui:widget": "addressSuggest",
    "ui:options": {
      from: "homeAddresses",
      part: "street",
      cityField: "city",
      inputFilter: "street",
    },
  },
} as const;

export const addressExamples = [
  {
    name: "a Polish address with the postal code look-up",
    schema: addressSchema,
    uiSchema: addressUiSchema,
    formData: { country: "PL" },
    context: {},
  },
  {
    name: "a German address typed freely",
    schema: addressSchema,
    uiSchema: addressUiSchema,
    formData: { country: "DE" },
    context: {},
  },
] as const;
