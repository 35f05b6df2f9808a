/** The project's widgets, by the names UI schemas use in `ui:widget`. */
import type { RegistryWidgetsType } from "@rjsf/utils";
import { AddressSearchWidget } from "./addressSearch/AddressSearchWidget.tsx";
import { AddressSuggestWidget } from "./addressSuggest/AddressSuggestWidget.tsx";
import { BlockToggleWidget } from "./blockToggle/BlockToggleWidget.tsx";
import { ChoiceCardsWidget } from "./choiceCards/ChoiceCardsWidget.tsx";
import { CodeBoxesWidget } from "./codeBoxes/CodeBoxesWidget.tsx";
import { ConfirmCopyWidget } from "./confirmCopy/ConfirmCopyWidget.tsx";
import { ConsentCheckboxWidget } from "./consentCheckbox/ConsentCheckboxWidget.tsx";
import { CountrySelectWidget } from "./countrySelect/CountrySelectWidget.tsx";
import { DatePartsWidget } from "./dateParts/DatePartsWidget.tsx";
import { PasswordStrengthWidget } from "./passwordStrength/PasswordStrengthWidget.tsx";
import { PhonePrefixWidget } from "./phonePrefix/PhonePrefixWidget.tsx";
import { PostalCodeWidget } from "./postalCode/PostalCodeWidget.tsx";
import { ProofOfWorkWidget } from "./proofOfWork/ProofOfWorkWidget.tsx";
import { SearchSelectWidget } from "./searchSelect/SearchSelectWidget.tsx";

export const PROJECT_WIDGETS: RegistryWidgetsType = {
  addressSearch: AddressSearchWidget,
  addressSuggest: AddressSuggestWidget,
  blockToggle: BlockToggleWidget,
  choiceCards: ChoiceCardsWidget,
  codeBoxes: CodeBoxesWidget,
  confirmCopy: ConfirmCopyWidget,
  consentCheckbox: ConsentCheckboxWidget,
  countrySelect: CountrySelectWidget,
  dateParts: DatePartsWidget,
  passwordStrength: PasswordStrengthWidget,
  phonePrefix: PhonePrefixWidget,
  postalCode: PostalCodeWidget,
  proofOfWork: ProofOfWorkWidget,
  searchSelect: SearchSelectWidget,
};
