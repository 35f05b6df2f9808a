import type { FormController } from "../form/form-controller.ts";
import type { Translator } from "../logic/translator.ts";
import { blockingNoticeProps } from "./form-context.ts";
import { useControllerState } from "./use-form-state.ts";

interface FormNoticesProps {
  controller: FormController;
  translator: Translator;
  namespace: string;
}

/** The notices of the whole form (those tied to no field), above the submit button. */
export function FormNotices({ controller, translator, namespace }: FormNoticesProps) {
  const notices = useControllerState(controller, (s) => s.notices.filter((n) => !n.field));
  return notices.map((notice) => (
    <p
      key={notice.id}
      className={`notice notice--${notice.severity}`}
      role={notice.blocks ? "alert" : undefined}
      {...blockingNoticeProps(notice.blocks)}
    >
      {translator.t(`${namespace}:notices.${notice.id}`)}
    </p>
  ));
}
