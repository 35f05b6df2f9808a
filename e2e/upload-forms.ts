/**
 * Photos of the fixture corpus in the other forms clients choose: GIF, a PDF holding the photo,
 * HEIC (committed: tests/fixtures/uploads, made by scripts/fixtures/generate-heic-fixture.ts) and
 * a JPEG of 7 MB or more, which the page makes smaller before the upload. Made in memory, for
 * Playwright's file chooser.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const CORPUS = path.resolve("tests/fixtures/documents");
const UPLOADS = path.resolve("tests/fixtures/uploads");

const baseName = (fixture: string) => fixture.replace(/\.[^.]+$/, "");

export async function asGif(fixture: string): Promise<FilePayload> {
  const buffer = await sharp(path.join(CORPUS, fixture)).gif().toBuffer();
  return { name: `${baseName(fixture)}.gif`, mimeType: "image/gif", buffer };
}

/** A one-page PDF whose page is the photo (a JPEG image, as a scanner's PDF holds one). */
export function asPdf(fixture: string): Promise<FilePayload> {
  return pdfOfJpeg(fs.readFileSync(path.join(CORPUS, fixture)), `${baseName(fixture)}.pdf`);
}

/** A one-page PDF named `name` whose page is the JPEG image. */
export async function pdfOfJpeg(jpeg: Buffer, name: string): Promise<FilePayload> {
  const { width, height, channels } = await sharp(jpeg).metadata();
  // The page in points, at 96 dpi.
  const [pageWidth, pageHeight] = [width * 0.75, height * 0.75];
  const drawing = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Photo Do Q\n`;
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
        "/Resources << /XObject << /Photo 4 0 R >> >> /Contents 5 0 R >>",
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} ` +
          `/ColorSpace /${channels === 1 ? "DeviceGray" : "DeviceRGB"} /BitsPerComponent 8 ` +
          `/Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      Buffer.from("\nendstream"),
    ]),
    Buffer.from(`<< /Length ${drawing.length} >>\nstream\n${drawing}endstream`),
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return { name, mimeType: "application/pdf", buffer: Buffer.concat(parts) };
}

export function heicOf(fixture: string): FilePayload {
  return {
    name: `${baseName(fixture)}.heic`,
    mimeType: "image/heic",
    buffer: fs.readFileSync(path.join(UPLOADS, `${baseName(fixture)}.heic`)),
  };
}

/** The photo enlarged to a JPEG of at least 7 MiB, the size from which the page compresses. */
export async function asLargeJpeg(fixture: string): Promise<FilePayload> {
  const buffer = await sharp(path.join(CORPUS, fixture))
    .resize({ width: 7000 })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  if (buffer.length < 7 * 1024 * 1024)
    throw new Error(`${fixture} enlarged is ${buffer.length} bytes, under 7 MiB`);
  return { name: `${baseName(fixture)}-large.JPEG`, mimeType: "image/jpeg", buffer };
}
