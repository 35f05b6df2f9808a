/**
 * Answers saved straight into the store (`savedSteps`) to stand an application at a later step:
 * only what the server reads of them, as each step's own tests check its rules.
 */
export const SAVED_BEFORE_DECLARATIONS = {
  dataUploadChoice: { dataUploadChoice: 1 },
  personalDataConfirm: { firstName: "Anna", lastName: "Schmidt", citizenship: "DE" },
  desktopSms: { phoneNumber: "15123456789" },
  addressDetails: { country: "DE" },
  taxOfficeDetails: { firstTaxCountry: "DE" },
  currencyChoice: { currencyChoice: 2 },
  riskAssessment: { employmentStatus: "RETIRED" },
};
