/** Dropdown labels longer than the limit are cut at the last space before it, with an ellipsis. */

export const DROPDOWN_LABEL_LIMIT = 29;

export function truncateLabel(label: string, limit = DROPDOWN_LABEL_LIMIT): string {
  if (label.length <= limit) return label;
  const cut = label.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
