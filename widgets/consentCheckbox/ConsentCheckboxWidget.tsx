import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { Dialog, controlProps, engineContextOf, ownsLabel } from "../../src/engine/index.ts";

/** A consent tick box with a link that opens an information popup (`ui:options.infoDialog`). */
export const ConsentCheckboxWidget = ownsLabel(function ConsentCheckboxWidget(props: WidgetProps) {
  const { id, label, options, onChange, onBlur, disabled, readonly, registry } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, namespace } = engineContextOf(registry);
  const [open, setOpen] = useState(false);
  const dialog = typeof options.infoDialog === "string" ? options.infoDialog : undefined;
  const field = id.replace(/^root_/, "");
  return (
    <div className="checkbox checkbox--consent">
      <input
        {...controlProps(props)}
        type="checkbox"
        className="checkbox__input"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
        onBlur={(event) => onBlur(id, event.target.checked)}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {dialog ? (
        <button type="button" className="button button--link" onClick={() => setOpen(true)}>
          {translator.t(`${namespace}:fields.${field}.info`)}
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
