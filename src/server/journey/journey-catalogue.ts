/**
 * A brand's journey definitions, read from its definition file (`flows/identity-journey.json`, a
 * brand's own `flows/identity-journey.<brand>.json`, or a deployment's `JOURNEY_DEFINITION`). A
 * file holds one definition, or several under `definitions` with the application's limit of
 * journeys beside them:
 *
 *   { "journeysPerApplication": 3,
 *     "definitions": [{ "id": "passport", "channels": ["desktop"], "steps": [...] }, ...] }
 *
 * A journey starts with a definition that serves its channel; where several do, the client
 * chooses one (the journey select), where none does, no journey starts.
 */
import fs from "node:fs";
import path from "node:path";
import { BRANDS, type Brand } from "../../shared/brand/locales.ts";
import type { JourneyChannel } from "../../shared/identity/journey-channels.ts";
import type { JourneyDefinitionFiles } from "../config/journey-settings.ts";
import type { ServerJourneyDefinition } from "./journey-contracts.ts";
import { JOURNEY_DEFINITION_FILE, serverJourneyDefinitionOf } from "./journey-definition.ts";

/** A brand's definitions, one at least; all share the application's limit of journeys. */
export type JourneyCatalogue = readonly [ServerJourneyDefinition, ...ServerJourneyDefinition[]];

/** Each brand's definitions. */
export type JourneyCatalogues = Readonly<Record<Brand, JourneyCatalogue>>;

/** A brand's own definition file in the project, where its journey differs from the other's. */
export const brandDefinitionFile = (brand: Brand): string => `flows/identity-journey.${brand}.json`;

/** The definitions of a file's content: one, or those under `definitions`. */
export function journeyCatalogueOf(
  content: Record<string, unknown>,
  source: string,
): JourneyCatalogue {
  if (content.definitions === undefined) return [serverJourneyDefinitionOf(content, source)];
  const { definitions, journeysPerApplication, ...rest } = content;
  const stray = Object.keys(rest);
  if (stray.length > 0)
    throw new Error(
      `${source}: beside "definitions" only "journeysPerApplication" belongs, not "${stray[0]}"`,
    );
  if (!Array.isArray(definitions) || definitions.length === 0)
    throw new Error(`${source}: "definitions" must list one definition or more`);
  const ids = definitions.map((definition: unknown) => (definition as { id?: unknown } | null)?.id);
  const twice = ids.find((id, index) => typeof id === "string" && ids.indexOf(id) !== index);
  if (typeof twice === "string")
    throw new Error(`${source}: the id "${twice}" is given to two definitions`);
  const read = definitions.map((definition: unknown, index) => {
    const where = `${source} definitions[${index}]`;
    if (!definition || typeof definition !== "object")
      throw new Error(`${where}: a definition is an object`);
    if ("journeysPerApplication" in definition)
      throw new Error(`${where}: "journeysPerApplication" is the file's, beside "definitions"`);
    if (!("id" in definition))
      throw new Error(`${where}: each of several definitions needs its "id"`);
    return serverJourneyDefinitionOf({ ...definition, journeysPerApplication }, where);
  });
  return read as unknown as JourneyCatalogue;
}

/** The definitions in `file` (absolute or from the project's folder), by default the project's. */
export function loadJourneyCatalogue(
  projectRoot: string,
  file = JOURNEY_DEFINITION_FILE,
): JourneyCatalogue {
  file = path.resolve(projectRoot, file);
  const content = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  return journeyCatalogueOf(content, file);
}

/**
 * Each brand's definitions: the deployment's file for the brand, else its file for every brand,
 * else the project's file for the brand where there is one, else the project's
 * (`flows/identity-journey.json`). A file two brands share is read once.
 */
export function loadJourneyCatalogues(
  projectRoot: string,
  files: JourneyDefinitionFiles,
): JourneyCatalogues {
  const read = new Map<string, JourneyCatalogue>();
  const catalogueIn = (file: string) => {
    const found = read.get(file) ?? loadJourneyCatalogue(projectRoot, file);
    read.set(file, found);
    return found;
  };
  const projectFileOf = (brand: Brand) =>
    fs.existsSync(path.resolve(projectRoot, brandDefinitionFile(brand)))
      ? brandDefinitionFile(brand)
      : JOURNEY_DEFINITION_FILE;
  return Object.fromEntries(
    BRANDS.map((brand) => [brand, catalogueIn(files[brand] ?? files.all ?? projectFileOf(brand))]),
  ) as Record<Brand, JourneyCatalogue>;
}

/** The definitions that serve a channel, in the file's order. */
export const definitionsServing = (
  catalogue: JourneyCatalogue,
  channel: JourneyChannel,
): ServerJourneyDefinition[] =>
  catalogue.filter((definition) => definition.channels.includes(channel));

/** A journey's definition by the id it keeps; a journey of a definition since removed follows the first. */
export const definitionNamed = (catalogue: JourneyCatalogue, id: string): ServerJourneyDefinition =>
  catalogue.find((definition) => definition.id === id) ?? catalogue[0];
