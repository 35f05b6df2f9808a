/** The project's widgets, by the names UI schemas use in `ui:widget`. */
import type { RegistryWidgetsType } from "@rjsf/utils";
import { BlockToggleWidget } from "./blockToggle/BlockToggleWidget.tsx";
import { ChoiceCardsWidget } from "./choiceCards/ChoiceCardsWidget.tsx";
import { CodeBoxesWidget } from "./codeBoxes/CodeBoxesWidget.tsx";
import { ConfirmCopyWidget } from "./confirmCopy/ConfirmCopyWidget.tsx";
import { ConsentCheckboxWidget } from "./consentCheckbox/ConsentCheckboxWidget.tsx";
import { CountrySelectWidget } from "./countrySelect/CountrySelectWidget.tsx";
import { DatePartsWidget } from "./dateParts/DatePartsWidget.tsx";
import { PasswordStrengthWidget } from "./passwordStrength/PasswordStrengthWidget.tsx";
import { PhonePrefixWidget } from "./phonePrefix/PhonePrefixWidget.tsx";
import { ProofOfWorkWidget } from "./proofOfWork/ProofOfWorkWidget.tsx";
import { SearchSelectWidget } from "./searchSelect/SearchSelectWidget.tsx";

export const PROJECT_WIDGETS: RegistryWidgetsType = {
  blockToggle: BlockToggleWidget,
  choiceCards: ChoiceCardsWidget,
  codeBoxes: CodeBoxesWidget,
  confirmCopy: ConfirmCopyWidget,
  consentCheckbox: ConsentCheckboxWidget,
  countrySelect: CountrySelectWidget,
  dateParts: DatePartsWidget,
  passwordStrength: PasswordStrengthWidget,
  phonePrefix: PhonePrefixWidget,
  proofOfWork: ProofOfWorkWidget,
  searchSelect: SearchSelectWidget,
};
