import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import {
  CheckboxWidget,
  Dialog,
  engineContextOf,
  fieldOfId,
  ownsLabel,
} from "../../src/engine/index.ts";

/**
 * A consent tick box (the engine's checkbox) with a link that opens an information popup
 * (`ui:options.infoDialog`).
 */
export const ConsentCheckboxWidget = ownsLabel(function ConsentCheckboxWidget(props: WidgetProps) {
  const { id, options, registry } = props;
  const { translator, namespace } = engineContextOf(registry);
  const [open, setOpen] = useState(false);
  const dialog = typeof options.infoDialog === "string" ? options.infoDialog : undefined;
  return (
    <div className="checkbox--consent">
      <CheckboxWidget {...props} />
      {dialog ? (
        <button type="button" className="button button--link" onClick={() => setOpen(true)}>
          {translator.t(`${namespace}:fields.${fieldOfId(id, registry)}.info`)}
        </button>
      ) : null}
      {open && dialog ? (
        <Dialog
          title={translator.t(`${namespace}:dialogs.${dialog}.title`)}
          onClose={() => setOpen(false)}
          actions={
            <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
              {translator.t("common:close")}
            </button>
          }
        >
          <p>{translator.t(`${namespace}:dialogs.${dialog}.body`)}</p>
        </Dialog>
      ) : null}
    </div>
  );
});
