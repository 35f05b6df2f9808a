/**
 * The e2e server's own database and files, for what no screen can do or show: recording what the
 * capture journey reads off a document, and the photos the journey service kept.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DATA_DIR } from "../playwright.config.ts";
import { ApplicationStore } from "../src/server/storage/application-store/application-store.ts";
import type { DocumentScan } from "../src/server/storage/application-store/document-scans.ts";
import { openDatabase } from "../src/server/storage/database.ts";

export async function recordDocumentScan(
  email: string,
  scan: Omit<DocumentScan, "scannedAt">,
): Promise<void> {
  const { db } = await openDatabase({
    databaseUrl: process.env.E2E_DATABASE_URL ?? "",
    dataDir: DATA_DIR,
  });
  try {
    const store = new ApplicationStore(db);
    const application = await store.findApplicationByEmail(email);
    if (!application) throw new Error(`no application for ${email}`);
    await store.recordDocumentScan(application.id, scan);
  } finally {
    await db.destroy();
  }
}

/** The size of the photo a journey kept last (the server keeps files under DATA_DIR/uploads). */
export async function lastKeptPhotoSize(
  journeyId: string,
): Promise<{ width: number; height: number }> {
  const folder = path.join(DATA_DIR, "uploads", journeyId);
  const [newest] = fs
    .readdirSync(folder)
    .map((name) => path.join(folder, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!newest) throw new Error(`journey ${journeyId} kept no photo`);
  const { width, height } = await sharp(newest).metadata();
  return { width, height };
}
