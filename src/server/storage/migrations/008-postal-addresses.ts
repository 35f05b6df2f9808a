import type { Kysely } from "kysely";

/**
 * The Polish postal code list (Poczta Polska's PNA list: code, locality, street, house numbers,
 * municipality, county, voivodeship), read by the address step's look-up. `city` is the locality
 * without the district Poczta Polska adds in brackets ("Warszawa (Mokotów)" is in Warszawa).
 * Loaded by `npm run import:postal-codes`, or from the bundled sample into an empty table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("postal_addresses")
    .addColumn("postal_code", "varchar(6)", (c) => c.notNull())
    .addColumn("locality", "varchar(120)", (c) => c.notNull())
    .addColumn("city", "varchar(120)", (c) => c.notNull())
    .addColumn("street", "varchar(160)", (c) => c.notNull().defaultTo(""))
    .addColumn("numbers", "varchar(400)", (c) => c.notNull().defaultTo(""))
    .addColumn("municipality", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("county", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("voivodeship", "varchar(60)", (c) => c.notNull().defaultTo(""))
    // Lower-case street and city, for the address search box.
    .addColumn("search_key", "varchar(300)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("postal_addresses_code")
    .on("postal_addresses")
    .columns(["postal_code", "city", "street"])
    .execute();
  await db.schema
    .createIndex("postal_addresses_search")
    .on("postal_addresses")
    .column("search_key")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("postal_addresses").execute();
}
