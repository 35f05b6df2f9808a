/**
 * Stands in for `markdown-to-jsx/react`, which RJSF imports for descriptions written in
 * Markdown (about 30 KiB gzip). Steps keep their texts in locale files as plain text, so the
 * build aliases the import here and such text renders as it is.
 */
import type { ReactNode } from "react";

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
