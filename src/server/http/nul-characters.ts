/**
 * Whether a parsed JSON body holds a NUL character in any string or key. No field of the product
 * takes one, and PostgreSQL refuses it in text, so a request with one is refused at the door
 * (400) rather than failing deep inside a query (500).
 */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNulCharacter(item, depth + 1)) return true;
  }
  return false;
}
