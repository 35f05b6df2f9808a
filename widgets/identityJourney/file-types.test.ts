import { describe, expect, it } from "vitest";
import { hostExtensionOf, WIDGET_MAX_BYTES, widgetRefusal } from "./file-types.ts";

describe("the uploader's file types", () => {
  it("takes jpg jpeg png gif heic heif avif pdf in any case, naming jpeg jpg", () => {
    expect(
      ["a.jpg", "b.JPEG", "c.Png", "d.gif", "e.HEIC", "f.heif", "g.avif", "h.PDF"].map(
        hostExtensionOf,
      ),
    ).toEqual(["jpg", "jpg", "png", "gif", "heic", "heif", "avif", "pdf"]);
  });

  it("refuses other types and names without an extension", () => {
    expect(
      ["scan.tiff", "photo.webp", "document", "archive.pdf.zip", ".jpg."].map(hostExtensionOf),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("the widget's own check", () => {
  it("takes JPG and PNG under 7.5 MB only", () => {
    expect(widgetRefusal({ type: "image/jpeg", size: WIDGET_MAX_BYTES - 1 })).toBeUndefined();
    expect(widgetRefusal({ type: "image/png", size: 1000 })).toBeUndefined();
    expect(widgetRefusal({ type: "image/png", size: WIDGET_MAX_BYTES })).toBe("fileTooBig");
    expect(widgetRefusal({ type: "image/gif", size: 1000 })).toBe("unsupportedType");
  });
});
