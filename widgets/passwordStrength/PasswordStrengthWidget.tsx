import type { WidgetProps } from "@rjsf/utils";
import { useId, useState } from "react";
import { engineContextOf, fieldOfId, useControlProps } from "../../src/engine/index.ts";
import type { JsonSchema } from "../../src/shared/schema/json-schema.ts";
import { assessPassword, passwordRulesOf } from "./password-rules.ts";

/** A password input with show/hide, the requirement bullets and a strength bar. */
export function PasswordStrengthWidget(props: WidgetProps) {
  const { id, schema, options, onChange, onBlur, onFocus, disabled, readonly, registry } = props;
  // RJSF types a widget's value as `any`; the engine reads it as unknown and narrows.
  const value: unknown = props.value;
  const { translator, namespace } = engineContextOf(registry);
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  const password = typeof value === "string" ? value : "";
  // RJSF merges `allOf` into the field's schema; the rules are read from the schema as written.
  const written = (registry.rootSchema.properties?.[fieldOfId(id, registry)] ??
    schema) as JsonSchema;
  const { met, percent, level } = assessPassword(password, passwordRulesOf(written));
  const key = (part: string) => `${namespace}:fields.${fieldOfId(id, registry)}.${part}`;
  const control = useControlProps(props);
  const describedBy = [control["aria-describedby"], rulesId].filter(Boolean).join(" ");
  return (
    <div className="password">
      <div className="password__row">
        <input
          {...control}
          aria-describedby={describedBy}
          className="input"
          type={visible ? "text" : "password"}
          value={password}
          autoComplete={
            typeof options.autocomplete === "string" ? options.autocomplete : "new-password"
          }
          maxLength={typeof schema.maxLength === "number" ? schema.maxLength : undefined}
          disabled={disabled}
          readOnly={readonly}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={(event) => onBlur(id, event.target.value)}
          onFocus={(event) => onFocus(id, event.target.value)}
        />
        <button
          type="button"
          className="button button--link"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {translator.t(key(visible ? "hide" : "show"))}
        </button>
      </div>
      <div
        className={`strength strength--${level}`}
        role="meter"
        aria-label={translator.t(key("strength"), {
          level: level === "none" ? "" : translator.t(key(`levels.${level}`)),
        })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="strength__bar" style={{ width: `${percent}%` }} data-percent={percent} />
      </div>
      <ul id={rulesId} className="password__rules">
        {met.map((ok, index) => (
          <li key={index} className={ok ? "rule rule--met" : "rule"} data-met={ok}>
            {translator.t(`${key("rules")}.${index}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
