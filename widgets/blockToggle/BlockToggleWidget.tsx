import type { WidgetProps } from "@rjsf/utils";
import { engineContextOf, fieldOfId, ownsLabel } from "../../src/engine/index.ts";

/**
 * A boolean that opens and closes a block of fields: closed, a link-styled button "+ Add …";
 * open, a "Remove …" button above the block (whose first field names it). One button element
 * serves both; `aria-expanded` says whether the block is open. Opening moves focus to the block's
 * first field (the next Tab would otherwise land back on the button, which now removes the block);
 * removing leaves focus on the button. What closing deletes is the UI schema's business (an effect
 * that clears the block's fields).
 */
export const BlockToggleWidget = ownsLabel(function BlockToggleWidget(props: WidgetProps) {
  const { id, registry, disabled, readonly, onChange } = props;
  const { translator, namespace, controller } = engineContextOf(registry);
  const open = props.value === true;
  const field = fieldOfId(id, registry);
  const key = `${namespace}:fields.${field}`;
  return (
    <div className={open ? "block-toggle block-toggle--open" : "block-toggle"}>
      <button
        id={id}
        type="button"
        className="button button--link block-toggle__button"
        aria-expanded={open}
        disabled={disabled || readonly}
        onClick={() =>
          open ? onChange(false) : controller.changeFieldAndFocusRevealed(field, true)
        }
      >
        {open ? translator.t(`${key}.remove`) : `+ ${translator.t(`${key}.add`)}`}
      </button>
    </div>
  );
});
