/** Builds the proxy's services from the configuration: storage, validators, flow, translator, bot check. */
import path from "node:path";
import type { Kysely } from "kysely";
import type { ProxyServices } from "./actions/proxy-services.ts";
import { loadProjectFiles, PROJECT_ROOT } from "./config/project-files.ts";
import type { ServerConfig } from "./config/server-config.ts";
import { FlowNavigator } from "./flow/flow-navigator.ts";
import { LoginLock } from "./limits/login-lock.ts";
import { OwnerAddresses, ownerAddressKey } from "./limits/owner-addresses.ts";
import { RateLimiter } from "./limits/rate-limiter.ts";
import { stepPrefillsOf } from "./prefill/step-prefill.ts";
import { createServerTranslator } from "./i18n/server-translator.ts";
import { PasswordHashQueue } from "./security/password-hash-queue.ts";
import {
  loadOrCreateProofOfWorkKeys,
  ProofOfWork,
  proofOfWorkKeysFrom,
} from "./security/proof-of-work.ts";
import { ApplicationStore } from "./storage/application-store/application-store.ts";
import { prepareDataDir, restrictFileToOwner } from "./storage/data-dir.ts";
import { openDatabase, type OpenedDatabase } from "./storage/database.ts";
import { migrateToLatest, pendingMigrations } from "./storage/migrate.ts";
import { StepValidators } from "./validation/step-validators.ts";
import { UiSchemaRules } from "./validation/ui-schema-rules.ts";
import { createSenders } from "./messaging/create-senders.ts";
import { Messenger } from "./messaging/send-message.ts";
import { VerificationStore } from "./storage/verification-store.ts";
import { PostalListAddressProvider } from "./addresses/address-provider.ts";
import { loadSampleIfEmpty } from "./addresses/load-postal-list.ts";
import { PostalAddressStore } from "./addresses/postal-address-store.ts";
import { HandoverTokens } from "./handover/handover-tokens.ts";
import { Handoffs } from "./handoff/handoffs.ts";
import { FileCaptureStorage } from "./journey/capture-storage.ts";
import { S3CaptureStorage } from "./journey/s3/s3-capture-storage.ts";
import { createCaptureChecker } from "./journey/capture-checker.ts";
import { loadSigningKeys } from "./journey/health-pass/dcc-signing-keys.ts";
import { LivenessChallenges } from "./journey/liveness/liveness-challenges.ts";
import { LivenessService } from "./journey/liveness/liveness-service.ts";
import { homeAddressStepOf } from "./journey/address-proof/answered-address.ts";
import { loadJourneyCatalogues } from "./journey/journey-catalogue.ts";
import { JourneyRecords } from "./journey/journey-records.ts";
import { JourneyService } from "./journey/journey-service.ts";
import { ScanTokens } from "./journey/scan-token.ts";
import { loadOrCreateKeyFile } from "./security/key-file.ts";
import { loadOrCreateVerificationKey } from "./verification/verification-key.ts";
import { VerificationService } from "./verification/verification-service.ts";

/**
 * The migrations an instance finds missing, applied as it starts; or, with migrations at start
 * off (`MIGRATE_ON_START=false`, where `npm run migrate` applies them), a refusal to start on a
 * database that lacks any.
 */
async function bringSchemaUpToDate(db: Kysely<unknown>, migrateOnStart: boolean): Promise<void> {
  if (migrateOnStart) {
    await migrateToLatest(db);
    return;
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0)
    throw new Error(
      `the database lacks ${pending.length} migration(s) (${pending.join(", ")}) and MIGRATE_ON_START is false: run npm run migrate first`,
    );
}

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
  const uiSchemaRules = new UiSchemaRules(
    [...files.steps].map(([name, step]) => [name, step.uiSchema]),
    (schema) => validators.compileCondition(schema),
  );
  const navigator = new FlowNavigator(files.flow, (schema) => validators.compileCondition(schema));
  const prefills = stepPrefillsOf(files.flow.routes, files.dictionaries, (schema) =>
    validators.compileCondition(schema),
  );
  prepareDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.database,
  });
  try {
    await bringSchemaUpToDate(database.db as unknown as Kysely<unknown>, config.migrateOnStart);
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
  const store = new ApplicationStore(database.db, Date.now, {
    rememberSessionsMs: config.rememberSessionsMs,
    sessions: { lifetimeMs: config.sessionTtlMs, idleMs: config.sessionIdleMs },
    sessionChanges: database.sessionChanges,
  });
  const keys = config.keys.botCheck
    ? proofOfWorkKeysFrom(config.keys.botCheck)
    : loadOrCreateProofOfWorkKeys(config.dataDir);
  restrictFileToOwner(path.join(config.dataDir, "altcha.key"));
  const proofOfWork = new ProofOfWork({
    keys,
    maxCounter: config.botCheckMaxNumber,
    markUsed: (id, expiresAt) => store.useChallenge(id, expiresAt),
  });
  const translate = createServerTranslator(files.locales);
  const limits = new RateLimiter(database.db, config.rateLimits);
  const passwordHashing = new PasswordHashQueue(config.passwordHashing);
  const messages = new Messenger(database.db, translate, createSenders(config.messaging));
  const verificationKey = config.keys.verification ?? loadOrCreateVerificationKey(config.dataDir);
  const verification = new VerificationService(
    new VerificationStore(database.db),
    verificationKey,
    limits,
    config.verification,
  );
  restrictFileToOwner(path.join(config.dataDir, "verification.key"));
  const journeyRecords = new JourneyRecords(database.db);
  const captureStorage = config.journey.captureStorage
    ? new S3CaptureStorage(config.journey.captureStorage, {
        requestTimeoutMs: config.journey.captureStorageTimeoutMs,
      })
    : new FileCaptureStorage(path.join(config.dataDir, "uploads"));
  const journeyDefinitions = loadJourneyCatalogues(projectRoot, config.journey.definitionFiles);
  const journeyService = new JourneyService(
    journeyRecords,
    captureStorage,
    createCaptureChecker(projectRoot, {
      healthPassKeys: loadSigningKeys(
        config.journey.healthPassSigningKeysFile &&
          path.resolve(projectRoot, config.journey.healthPassSigningKeysFile),
      ),
      selfieFollows: Object.values(journeyDefinitions).some((catalogue) =>
        catalogue.some((definition) => definition.steps.some((step) => step.action === "SELFIE")),
      ),
    }),
    store,
    journeyDefinitions,
    homeAddressStepOf(files.flow),
  );
  const journeys = {
    records: journeyRecords,
    tokens: new ScanTokens(
      config.journey.tokenKey ?? loadOrCreateKeyFile(config.dataDir, "journey.key"),
      config.journey.tokenTtlMs,
    ),
    service: journeyService,
    liveness: new LivenessService(
      journeyService,
      new LivenessChallenges(database.db),
      captureStorage,
    ),
  };
  const postalList = new PostalAddressStore(database.db);
  if (config.loadPostalSample) await loadSampleIfEmpty(postalList);
  return {
    services: {
      files,
      store,
      validators,
      uiSchemaRules,
      navigator,
      prefills,
      proofOfWork,
      limits,
      loginLock: new LoginLock(
        database.db,
        config.loginLock,
        new OwnerAddresses(database.db, ownerAddressKey(verificationKey)),
      ),
      passwordHashing,
      translate,
      messages,
      verification,
      addresses: new PostalListAddressProvider(postalList),
      handover: new HandoverTokens(database.db),
      handoff: new Handoffs(database.db),
      journeys,
      config,
    },
    database,
  };
}
