/** The project's widgets, by the names UI schemas use in `ui:widget`. */
import type { RegistryWidgetsType } from "@rjsf/utils";
import { ChoiceCardsWidget } from "./choiceCards/ChoiceCardsWidget.tsx";
import { CodeBoxesWidget } from "./codeBoxes/CodeBoxesWidget.tsx";
import { ConfirmCopyWidget } from "./confirmCopy/ConfirmCopyWidget.tsx";
import { ConsentCheckboxWidget } from "./consentCheckbox/ConsentCheckboxWidget.tsx";
import { CountrySelectWidget } from "./countrySelect/CountrySelectWidget.tsx";
import { DatePartsWidget } from "./dateParts/DatePartsWidget.tsx";
import { PasswordStrengthWidget } from "./passwordStrength/PasswordStrengthWidget.tsx";
import { PhonePrefixWidget } from "./phonePrefix/PhonePrefixWidget.tsx";
import { ProofOfWorkWidget } from "./proofOfWork/ProofOfWorkWidget.tsx";

export const PROJECT_WIDGETS: RegistryWidgetsType = {
  choiceCards: ChoiceCardsWidget,
  codeBoxes: CodeBoxesWidget,
  confirmCopy: ConfirmCopyWidget,
  consentCheckbox: ConsentCheckboxWidget,
  countrySelect: CountrySelectWidget,
  dateParts: DatePartsWidget,
  passwordStrength: PasswordStrengthWidget,
  phonePrefix: PhonePrefixWidget,
  proofOfWork: ProofOfWorkWidget,
};
