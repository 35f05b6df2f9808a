/** What identity-document scans read, kept per application: every scan is kept, the latest counts. */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { ONE_ROW, preparedQuery } from "../prepared-query.ts";
import type { DatabaseSchema } from "../tables.ts";

/** What an identity-document scan read, as the scanner names it (spec §3). */
export interface DocumentScan {
  journeyId: string | null;
  highLevelResult: string | null;
  /** The document's values by the scanner's names: FirstName, BirthDate, PersonalNumber… */
  values: Record<string, string>;
  scannedAt: number;
}

/**
 * What tells one document from every other: its issuing state and number, as SHA-256 hex (the
 * look-back check compares these, never the values); undefined without both.
 */
export function documentKeyOf(values: Readonly<Record<string, string>>): string | undefined {
  const state = values.IssuingStateCode ?? values.IssuingCountryCode;
  const number = values.DocumentNumber?.replaceAll(/[^0-9A-Za-z]/g, "").toUpperCase();
  if (!state || !number) return undefined;
  return createHash("sha256").update(`${state.toUpperCase()}:${number}`).digest("hex");
}

export class DocumentScans {
  private readonly anyDocumentScan: (applicationId: string) => Promise<unknown[]>;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {
    this.anyDocumentScan = preparedQuery(db, (p) =>
      db
        .selectFrom("document_scans")
        .select("id")
        .where("application_id", "=", p(0))
        .limit(ONE_ROW),
    );
  }

  /** Keeps what a document scan read; every scan is kept, the latest one counts. */
  async recordDocumentScan(
    applicationId: string,
    scan: Omit<DocumentScan, "scannedAt">,
  ): Promise<void> {
    await this.db
      .insertInto("document_scans")
      .values({
        application_id: applicationId,
        journey_id: scan.journeyId,
        high_level_result: scan.highLevelResult,
        document_values: JSON.stringify(scan.values),
        scanned_at: this.now(),
        document_key: documentKeyOf(scan.values) ?? null,
      })
      .execute();
  }

  /** How many other applications hold a scan of the same document (the look-back check). */
  async otherApplicationsWithDocument(
    applicationId: string,
    values: Readonly<Record<string, string>>,
  ): Promise<number> {
    const key = documentKeyOf(values);
    if (!key) return 0;
    const rows = await this.db
      .selectFrom("document_scans")
      .select("application_id")
      .distinct()
      .where("document_key", "=", key)
      .where("application_id", "!=", applicationId)
      .execute();
    return rows.length;
  }

  /** Whether the application holds a document scan: asked by every step submission. */
  async hasDocumentScan(applicationId: string): Promise<boolean> {
    return (await this.anyDocumentScan(applicationId)).length > 0;
  }

  async latestDocumentScan(applicationId: string): Promise<DocumentScan | undefined> {
    const row = await this.db
      .selectFrom("document_scans")
      .select(["journey_id", "high_level_result", "document_values", "scanned_at"])
      .where("application_id", "=", applicationId)
      .orderBy("id", "desc")
      .limit(ONE_ROW)
      .executeTakeFirst();
    return (
      row && {
        journeyId: row.journey_id,
        highLevelResult: row.high_level_result,
        values: JSON.parse(row.document_values) as Record<string, string>,
        scannedAt: row.scanned_at,
      }
    );
  }
}
