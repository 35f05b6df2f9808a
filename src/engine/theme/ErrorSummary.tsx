import { forwardRef } from "react";
import type { FieldErrors } from "../../shared/messages/validation-messages.ts";

interface ErrorSummaryProps {
  title: string;
  errors: FieldErrors;
  /** The visible label of a field, for the link text; a field without one shows its message only. */
  labelOf: (field: string) => string | undefined;
  /** The form's field order (`ui:order`): problems are listed as the fields appear. */
  order: readonly string[];
}

/** The list of problems at the top of a form after a failed submit; each links to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors, labelOf, order },
  ref,
) {
  const place = (field: string) => order.indexOf(field) >>> 0; // unplaced fields last
  const listed = Object.entries(errors).sort(([a], [b]) => place(a) - place(b));
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {listed.map(([field, messages]) => (
          <li key={field}>
            <a
              href={`#root_${field}`}
              onClick={(event) => {
                const target = document.getElementById(`root_${field}`);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: "center" });
              }}
            >
              {labelOf(field) ? `${labelOf(field)}: ` : ""}
              {messages[0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
