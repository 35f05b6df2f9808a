import type { WidgetProps } from "@rjsf/utils";
import { engineContextOf, fieldOfId, ownsLabel } from "../../src/engine/index.ts";

/**
 * A boolean that opens and closes a block of fields: closed, a link-styled button "+ Add …";
 * open, a "Remove …" button above the block (whose first field names it). One button element
 * serves both, so focus stays on it; `aria-expanded` says whether the block is open. What closing
 * deletes is the UI schema's business (an effect that clears the block's fields).
 */
export const BlockToggleWidget = ownsLabel(function BlockToggleWidget(props: WidgetProps) {
  const { id, registry, disabled, readonly, onChange } = props;
  const { translator, namespace } = engineContextOf(registry);
  const open = props.value === true;
  const key = `${namespace}:fields.${fieldOfId(id, registry)}`;
  return (
    <div className={open ? "block-toggle block-toggle--open" : "block-toggle"}>
      <button
        id={id}
        type="button"
        className="button button--link block-toggle__button"
        aria-expanded={open}
        disabled={disabled || readonly}
        onClick={() => onChange(!open)}
      >
        {open ? translator.t(`${key}.remove`) : `+ ${translator.t(`${key}.add`)}`}
      </button>
    </div>
  );
});
