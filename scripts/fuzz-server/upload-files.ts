/**
 * Files for the journey's upload: real document photos the checks read, small valid images they
 * refuse, and files that only look like images (truncated, a PNG claiming a billion pixels, bytes
 * of another type, nothing at all).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PROJECT_ROOT } from "../../src/server/config/project-files.ts";
import type { Random } from "./seeded-random.ts";

export interface UploadFile {
  kind: string;
  name: string;
  type: string;
  bytes: Buffer;
}

const DOCUMENTS = path.join(PROJECT_ROOT, "tests", "fixtures", "documents");
const REAL_DOCUMENTS = ["passport-passed.jpg", "id-card-front-passed.jpg", "table-only-refer.jpg"];

/** CRC-32 of PNG chunks (ISO 3309), so a rewritten header is read as a header. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A PNG whose header says `width` x `height`, whatever its pixels. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height, then the chunk's CRC.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

export interface UploadFiles {
  /** A photo of a document, which the checks read (OCR included). */
  document(random: Random): UploadFile;
  /** Anything else: small images, broken ones, and what is not an image. */
  other(random: Random): UploadFile;
}

export async function uploadFiles(): Promise<UploadFiles> {
  const noise = Buffer.alloc(64 * 48 * 3, 0).map((_, i) => (i * 37) % 251);
  const raw = { raw: { width: 64, height: 48, channels: 3 as const } };
  const png = await sharp(noise, raw).png().toBuffer();
  const jpeg = await sharp(noise, raw).jpeg().toBuffer();
  const documents = REAL_DOCUMENTS.map((name) => ({
    kind: "document photo",
    name,
    type: "image/jpeg",
    bytes: fs.readFileSync(path.join(DOCUMENTS, name)),
  }));
  const passport = documents[0]!.bytes;
  const others: UploadFile[] = [
    { kind: "small PNG", name: "small.png", type: "image/png", bytes: png },
    { kind: "small JPEG", name: "small.jpg", type: "image/jpeg", bytes: jpeg },
    {
      kind: "truncated JPEG",
      name: "cut.jpg",
      type: "image/jpeg",
      bytes: passport.subarray(0, 2048),
    },
    {
      kind: "PNG claiming a billion pixels",
      name: "huge.png",
      type: "image/png",
      bytes: pngClaiming(png, 40_000, 30_000),
    },
    {
      kind: "PNG claiming no pixels",
      name: "empty.png",
      type: "image/png",
      bytes: pngClaiming(png, 0, 0),
    },
    {
      kind: "PNG signature, then garbage",
      name: "fake.png",
      type: "image/png",
      bytes: Buffer.concat([png.subarray(0, 8), Buffer.alloc(500, 0x41)]),
    },
    {
      kind: "JPEG named PNG",
      name: "named.png",
      type: "image/png",
      bytes: jpeg,
    },
    { kind: "GIF", name: "a.gif", type: "image/gif", bytes: Buffer.from("GIF89a\x01\x00\x01\x00") },
    { kind: "text", name: "a.txt", type: "text/plain", bytes: Buffer.from("not an image") },
    { kind: "empty file", name: "empty.jpg", type: "image/jpeg", bytes: Buffer.alloc(0) },
    {
      kind: "random bytes",
      name: "noise.jpg",
      type: "image/jpeg",
      bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    },
    {
      kind: "HEIC",
      name: "id.heic",
      type: "image/heic",
      bytes: fs.readFileSync(
        path.join(PROJECT_ROOT, "tests", "fixtures", "uploads", "id-card-front-passed.heic"),
      ),
    },
  ];
  return {
    document: (random) => random.pick(documents),
    other: (random) => random.pick(others),
  };
}
