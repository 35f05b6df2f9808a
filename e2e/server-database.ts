/**
 * The e2e server's own database, for what no screen can do yet: recording what the capture
 * journey reads off a document.
 */
import { DATA_DIR } from "../playwright.config.ts";
import { ApplicationStore, type DocumentScan } from "../src/server/storage/application-store.ts";
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
