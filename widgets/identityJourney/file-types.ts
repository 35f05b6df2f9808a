/**
 * The files the host's uploader takes (onboarding spec §5): jpg jpeg png gif heic heif avif pdf,
 * by extension, case-insensitively, with `jpeg` named `jpg`; and what the journey widget itself
 * accepts (widget spec §5): JPG and PNG under 7.5 MB.
 */
export const HOST_EXTENSIONS = ["jpg", "png", "gif", "heic", "heif", "avif", "pdf"] as const;
export type HostExtension = (typeof HOST_EXTENSIONS)[number];

/** The widget's own limit (spec §9). */
export const WIDGET_MAX_BYTES = 7.5 * 1024 * 1024;
/** The widget's limit in megabytes as the page's language writes numbers ("7.5", "7,5"). */
export const widgetMaxMegabytes = (locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    WIDGET_MAX_BYTES / (1024 * 1024),
  );

/** Files this large or larger are made smaller before upload. */
export const COMPRESS_FROM_BYTES = 7 * 1024 * 1024;
/** The box a compressed photo fits in. */
export const COMPRESSED_BOX = { width: 1280, height: 1024 } as const;

/** The file's extension as the uploader names it (`JPEG` -> `jpg`), or undefined when not taken. */
export function hostExtensionOf(fileName: string): HostExtension | undefined {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  if (!match) return undefined;
  const extension = match[1]!.toLowerCase();
  const named = extension === "jpeg" ? "jpg" : extension;
  return (HOST_EXTENSIONS as readonly string[]).includes(named)
    ? (named as HostExtension)
    : undefined;
}

/** The widget's check of the file it is given: JPG or PNG, under 7.5 MB. */
export function widgetRefusal(file: {
  type: string;
  size: number;
}): "unsupportedType" | "fileTooBig" | undefined {
  if (file.type !== "image/jpeg" && file.type !== "image/png") return "unsupportedType";
  if (file.size >= WIDGET_MAX_BYTES) return "fileTooBig";
  return undefined;
}
