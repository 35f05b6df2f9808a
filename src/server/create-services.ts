/** Builds the proxy's services from the configuration: storage, validators, flow, translator, bot check. */
import type { Kysely } from "kysely";
import type { ProxyServices } from "./actions/proxy-services.ts";
import { loadProjectFiles, PROJECT_ROOT } from "./config/project-files.ts";
import type { ServerConfig } from "./config/server-config.ts";
import { FlowNavigator } from "./flow/flow-navigator.ts";
import { stepPrefillsOf } from "./prefill/step-prefill.ts";
import { createServerTranslator } from "./i18n/server-translator.ts";
import { loadOrCreateProofOfWorkKeys, ProofOfWork } from "./security/proof-of-work.ts";
import { ApplicationStore } from "./storage/application-store.ts";
import { openDatabase, type OpenedDatabase } from "./storage/database.ts";
import { migrateToLatest } from "./storage/migrate.ts";
import { StepValidators } from "./validation/step-validators.ts";

export interface CreatedServices {
  services: ProxyServices;
  database: OpenedDatabase;
}

export async function createServices(
  config: ServerConfig,
  projectRoot = PROJECT_ROOT,
): Promise<CreatedServices> {
  const files = loadProjectFiles(projectRoot);
  const validators = new StepValidators(
    [...files.steps].map(([name, step]) => [name, step.schema]),
  );
  const navigator = new FlowNavigator(files.flow, (schema) => validators.compileCondition(schema));
  const prefills = stepPrefillsOf(files.flow.routes, files.dictionaries, (schema) =>
    validators.compileCondition(schema),
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db as unknown as Kysely<unknown>);
  const store = new ApplicationStore(database.db);
  const proofOfWork = new ProofOfWork({
    keys: loadOrCreateProofOfWorkKeys(config.dataDir),
    markUsed: (id, expiresAt) => store.useChallenge(id, expiresAt),
  });
  const translate = createServerTranslator(files.locales);
  return {
    services: { files, store, validators, navigator, prefills, proofOfWork, translate, config },
    database,
  };
}
