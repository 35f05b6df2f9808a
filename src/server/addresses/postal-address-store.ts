/** The postal code list in the database: replaced as a whole by an import, read by code and by search. */
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/tables.ts";
import type { PostalRow } from "./postal-code-csv.ts";

/** Cities of a postal code, each with its streets (empty where the data has none). */
export type PostalCodeAddresses = Record<string, string[]>;

export interface AddressMatch {
  postalCode: string;
  city: string;
  street: string;
}

const BATCH = 200;

export function searchKeyOf(street: string, city: string): string {
  return `${street} ${city}`.toLocaleLowerCase("pl").trim();
}

export class PostalAddressStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("postal_addresses")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Replaces the whole list in one transaction: readers see the old list or the new one. */
  async replaceAll(rows: readonly PostalRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("postal_addresses").execute();
      for (let i = 0; i < rows.length; i += BATCH) {
        await trx
          .insertInto("postal_addresses")
          .values(
            rows.slice(i, i + BATCH).map((row) => ({
              postal_code: row.postalCode,
              locality: row.locality,
              city: row.city,
              street: row.street,
              numbers: row.numbers,
              municipality: row.municipality,
              county: row.county,
              voivodeship: row.voivodeship,
              search_key: searchKeyOf(row.street, row.city),
            })),
          )
          .execute();
      }
    });
  }

  async addressesFor(postalCode: string): Promise<PostalCodeAddresses> {
    const rows = await this.db
      .selectFrom("postal_addresses")
      .select(["city", "street"])
      .where("postal_code", "=", postalCode)
      .orderBy("city")
      .orderBy("street")
      .execute();
    const addresses: PostalCodeAddresses = {};
    for (const { city, street } of rows) {
      const streets = (addresses[city] ??= []);
      if (street && !streets.includes(street)) streets.push(street);
    }
    return addresses;
  }

  /** Streets (or localities) whose "street city" text starts with the query, or has a word that does. */
  async search(query: string, limit: number): Promise<AddressMatch[]> {
    const wanted = query
      .toLocaleLowerCase("pl")
      .replace(/[%_\\]/g, "")
      .trim();
    if (wanted.length < 3) return [];
    const rows = await this.db
      .selectFrom("postal_addresses")
      .select(["postal_code", "city", "street"])
      .distinct()
      .where((eb) =>
        eb.or([eb("search_key", "like", `${wanted}%`), eb("search_key", "like", `% ${wanted}%`)]),
      )
      .orderBy("city")
      .orderBy("street")
      .orderBy("postal_code")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ postalCode: r.postal_code, city: r.city, street: r.street }));
  }
}
