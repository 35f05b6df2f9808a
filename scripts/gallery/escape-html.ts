/** Text written into the gallery's HTML: every character that could open markup, as a reference. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
