/**
 * The journey service (spec: identity journey §3, §4; onboarding §7 get-idscan-token and
 * `idscanenterprisesvc/journey/get`): starts a journey for an application, takes its captures
 * through the intake and the checks of the step it stands at (a card's back compared with its
 * front, a selfie with the accepted document's portrait, a proof of address with the home address
 * answered to the flow's home address step or the user-input form), moves the journey through the
 * steps of its definition (one of the application's brand's, journey-catalogue.ts;
 * journey-moves.ts), ends it when every step passed, the attempts ran out or the client cancelled
 * (the photos then discarded), keeps its check details, and answers the result in the shape the
 * journey widget reads. A passed journey records a document scan, from which personal data is
 * prefilled, and looks back for the same document read on another application.
 */
import type { Brand } from "../../shared/brand/locales.ts";
import type { ApplicationStore } from "../storage/application-store/application-store.ts";
import type { HomeAddressStep } from "./address-proof/answered-address.ts";
import type { CaptureStorage } from "./capture-storage.ts";
import { checkDetailsOf } from "./check-details.ts";
import { acceptImage, type IntakeLimits } from "./image-intake.ts";
import {
  JourneyError,
  type CaptureAnswer,
  type CaptureAssessment,
  type CaptureChecker,
  type ServerJourneyDefinition,
} from "./journey-contracts.ts";
import type { JourneyChannel, JourneyChoice } from "../../shared/identity/journey-channels.ts";
import {
  definitionNamed,
  definitionsServing,
  type JourneyCatalogue,
  type JourneyCatalogues,
} from "./journey-catalogue.ts";
import { expectationOf } from "./journey-expectation.ts";
import { nextMove } from "./journey-moves.ts";
import { journeyResultOf, mergedValues } from "./journey-result.ts";
import type {
  CaptureRecord,
  JourneyMove,
  JourneyRecord,
  JourneyRecords,
} from "./journey-records.ts";

/**
 * How long a capture keeps its journey to itself at most: a claim older than this was left by a
 * process that stopped mid-capture (a capture takes seconds; an upload over a slow line, more).
 */
export const CAPTURE_CLAIM_MS = 2 * 60_000;

/**
 * What a visit to the upload page finds: the journey it works in, the definitions to choose
 * between, or why no journey starts (none left, no definition serves the channel, or the one
 * chosen is not among those that do).
 */
export type JourneyStart =
  | { journey: JourneyRecord }
  | { choices: JourneyChoice[] }
  | { none: "noJourneysLeft" | "noDefinitions" | "notAChoice" };

/** The actions a definition asks for, in order. */
const actionsOf = (definition: Pick<ServerJourneyDefinition, "steps">): string[] =>
  definition.steps.map((step) => step.action);

/** What the service tells of journeys as they go, for the metrics. */
export interface JourneyEvents {
  started(): void;
  ended(result: string): void;
  judged(action: string, result: string): void;
}

const UNHEARD: JourneyEvents = { started() {}, ended() {}, judged() {} };

export class JourneyService {
  /** Replaceable once the server's metrics exist. */
  events: JourneyEvents = UNHEARD;

  constructor(
    private readonly records: JourneyRecords,
    private readonly storage: CaptureStorage,
    private readonly checker: CaptureChecker,
    private readonly store: Pick<
      ApplicationStore,
      "recordDocumentScan" | "latestSubmissions" | "otherApplicationsWithDocument"
    >,
    private readonly definitions: JourneyCatalogues,
    /** The flow's step whose answer is the home address a proof of address is checked against. */
    readonly homeAddress: HomeAddressStep | undefined,
    private readonly intakeLimits?: IntakeLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The definitions of the application's brand. */
  private async catalogueOf(applicationId: string): Promise<JourneyCatalogue> {
    const brand = await this.records.brandOf(applicationId);
    const catalogue = this.definitions[brand as Brand] as JourneyCatalogue | undefined;
    if (!catalogue) throw new JourneyError("journeyNotFound");
    return catalogue;
  }

  /** The definition a journey follows. */
  async definitionOf(
    journey: Pick<JourneyRecord, "applicationId" | "definitionId">,
  ): Promise<ServerJourneyDefinition> {
    return definitionNamed(await this.catalogueOf(journey.applicationId), journey.definitionId);
  }

  /** How many more journeys the application may start. */
  async journeysLeft(applicationId: string): Promise<number> {
    const [catalogue, used] = await Promise.all([
      this.catalogueOf(applicationId),
      this.records.journeysUsed(applicationId),
    ]);
    return Math.max(0, catalogue[0].journeysPerApplication - used);
  }

  /**
   * The journey a visit to the upload page works in: the application's journey that has not
   * ended, where it stands (a reload continues it with the attempts it has left, on the side it
   * asks for), or a new one while the application may start one. A new one follows the
   * definition that serves the channel, or the one `chosenId` names where several do; without a
   * choice the answer is the choices. Starts asked for at once start one journey: each journey's
   * number is unique.
   */
  async startOrContinue(
    applicationId: string,
    channel: JourneyChannel,
    chosenId?: string,
  ): Promise<JourneyStart> {
    const serving = definitionsServing(await this.catalogueOf(applicationId), channel);
    // A start that loses its number to a parallel one takes up the journey that one started.
    for (let tries = 0; tries < 3; tries++) {
      // Counted before the latest is read: a journey another start creates meanwhile is then
      // either found here as the one not ended, or not yet counted against the limit.
      const left = await this.journeysLeft(applicationId);
      const { journey, started } = await this.records.latestOf(applicationId);
      if (journey && journey.state !== "ended") return { journey };
      if (left === 0) return { none: "noJourneysLeft" };
      if (serving.length === 0) return { none: "noDefinitions" };
      const definition =
        serving.length === 1 && chosenId === undefined
          ? serving[0]
          : serving.find((candidate) => candidate.id === chosenId);
      if (!definition)
        return chosenId === undefined
          ? { choices: serving.map(({ id, steps }) => ({ id, actions: actionsOf({ steps }) })) }
          : { none: "notAChoice" };
      const first = definition.steps[0] ?? { action: "NONE", attempts: 0 };
      const created = await this.records.create(applicationId, started + 1, definition.id, first);
      if (created) {
        this.events.started();
        return { journey: created };
      }
    }
    throw new JourneyError("journeyBusy");
  }

  async find(journeyId: string, applicationId: string): Promise<JourneyRecord> {
    const journey = await this.records.find(journeyId);
    if (!journey || journey.applicationId !== applicationId)
      throw new JourneyError("journeyNotFound");
    return journey;
  }

  /**
   * Takes one capture of a journey: the journey is claimed first, so a parallel upload is refused
   * before its photo is read; then the photo (`readImage`) goes through the intake and the checks,
   * is kept, and only then is the attempt counted, with the capture, in one transaction. A photo
   * the intake refuses or the storage cannot keep costs nothing and leaves nothing.
   */
  async capture(
    journeyId: string,
    applicationId: string,
    readImage: () => Promise<Buffer>,
  ): Promise<CaptureAnswer> {
    return this.underClaim(journeyId, applicationId, async (journey) =>
      this.judge(journey, await readImage()),
    );
  }

  /**
   * Runs `work` on a journey that has not ended while it holds the journey's capture claim, so
   * that no other capture or liveness frame of the journey is judged meanwhile; the journey is
   * read again under the claim. A journey claimed already is busy.
   */
  async underClaim<T>(
    journeyId: string,
    applicationId: string,
    work: (journey: JourneyRecord) => Promise<T>,
  ): Promise<T> {
    const found = await this.find(journeyId, applicationId);
    if (found.state === "ended") throw new JourneyError("journeyEnded");
    const claim = await this.records.claimCapture(found.id, this.now() - CAPTURE_CLAIM_MS);
    if (!claim) throw new JourneyError("journeyBusy");
    try {
      // Read again under the claim: a capture that ended just before may have moved it on.
      const journey = await this.find(journeyId, applicationId);
      if (journey.state === "ended") throw new JourneyError("journeyEnded");
      return await work(journey);
    } finally {
      await this.records.releaseCapture(found.id, claim);
    }
  }

  /** The step for `action` of the journey's definition, if it asks for one. */
  async stepOf(
    journey: Pick<JourneyRecord, "applicationId" | "definitionId">,
    action: string,
  ): Promise<ServerJourneyDefinition["steps"][number] | undefined> {
    return (await this.definitionOf(journey)).steps.find((step) => step.action === action);
  }

  /** The journey's captures so far, in order. */
  captures(journeyId: string): Promise<CaptureRecord[]> {
    return this.records.captures(journeyId);
  }

  /** A photo through the intake (re-encoded, its size checked), or refused with the reason. */
  async acceptPhoto(bytes: Buffer): Promise<Buffer> {
    try {
      return (await acceptImage(bytes, this.intakeLimits)).bytes;
    } catch (error) {
      const reason = (error as { reason?: string }).reason;
      throw new JourneyError("imageRefused", reason ?? "damagedImage");
    }
  }

  /** Keeps a photo of the journey in the capture storage; answers its key. */
  async keepPhoto(journeyId: string, bytes: Buffer): Promise<string> {
    try {
      return await this.storage.put(journeyId, bytes, "jpg");
    } catch (error) {
      throw new JourneyError("storageUnavailable", undefined, { cause: error });
    }
  }

  private async judge(journey: JourneyRecord, bytes: Buffer): Promise<CaptureAnswer> {
    const image = { bytes: await this.acceptPhoto(bytes) };
    const captures = await this.records.captures(journey.id);
    const assessment = await this.checker.assess(
      image.bytes,
      await expectationOf(journey, captures, {
        storage: this.storage,
        store: this.store,
        definition: await this.definitionOf(journey),
        homeAddress: this.homeAddress,
        now: this.now,
      }),
    );
    // Refused before it is judged: nothing is kept and no attempt is counted.
    if ("refusal" in assessment) throw new JourneyError(assessment.refusal);
    const storageKey = await this.keepPhoto(journey.id, image.bytes);
    return this.countAttempt(journey, captures, assessment, storageKey);
  }

  /**
   * Counts an attempt of the journey's current step with what its checks made of it and the photo
   * kept under `storageKey` ("" for none), and moves the journey on: to the next step once it
   * passed, to its end when the attempts ran out. The photo is removed again when the attempt
   * cannot be counted. A journey that passed records its document scan.
   */
  async countAttempt(
    journey: JourneyRecord,
    captures: readonly CaptureRecord[],
    assessment: CaptureAssessment,
    storageKey: string,
  ): Promise<CaptureAnswer> {
    const judged = {
      action: journey.action,
      highLevelResult: assessment.highLevelResult,
      reasons: assessment.reasons,
      checks: assessment.checks,
      documentType: assessment.documentType ?? null,
    };
    const definition = await this.definitionOf(journey);
    const move = nextMove(journey, assessment, definition);
    const next: JourneyMove = {
      ...move,
      checkDetails: checkDetailsOf(
        [...captures, judged],
        {
          ...journey,
          ...move,
          highLevelResult: move.highLevelResult ?? journey.highLevelResult,
          documentType: move.documentType ?? journey.documentType,
        },
        actionsOf(definition),
      ),
    };
    const removePhoto = async () => {
      if (storageKey) await this.storage.remove(storageKey).catch(() => undefined);
    };
    const recorded = await this.records
      .completeCapture(journey, next, {
        action: journey.action,
        storageKey,
        highLevelResult: assessment.highLevelResult,
        documentType: assessment.documentType ?? null,
        documentSide: assessment.documentSide ?? null,
        issuingCountry: assessment.issuingCountryCode ?? null,
        scores: assessment.scores,
        reasons: assessment.reasons,
        extracted: assessment.extracted,
        checks: assessment.checks,
        findings: assessment.findings,
      })
      .catch(async (error: unknown) => {
        await removePhoto();
        throw error;
      });
    if (!recorded) {
      // Moved on by something else meanwhile (a stale claim taken over): nothing is counted.
      await removePhoto();
      throw new JourneyError("journeyBusy");
    }
    this.events.judged(journey.action, assessment.highLevelResult);
    if (next.state === "ended") this.events.ended(next.highLevelResult ?? "Unknown");
    if (next.state === "ended" && next.highLevelResult === "Passed")
      await this.recordScan(journey.id, journey.applicationId);
    return {
      journeyId: journey.id,
      highLevelResult: assessment.highLevelResult,
      reasons: assessment.reasons,
      action: next.action,
      state: next.state,
      attemptsRemaining: next.attemptsLeft,
      journeyResult: next.state === "ended" ? (next.highLevelResult ?? null) : null,
    };
  }

  /** The browser's journey events (spec §4): start, progress, cancel, clear, end. */
  async notify(journeyId: string, applicationId: string, event: string): Promise<JourneyRecord> {
    const journey = await this.find(journeyId, applicationId);
    if (journey.state === "ended") return journey;
    const ending = event === "cancel" || event === "end" || event === "TCCDISAGREE";
    if (!ending) {
      if (journey.state === "started" && (event === "start" || event === "progress"))
        await this.records.advance(journey, { ...journey, state: "inProgress" });
      return (await this.records.find(journeyId)) ?? journey;
    }
    const result = event === "TCCDISAGREE" ? "TCCDISAGREE" : "Aborted";
    const ended = await this.records.advance(journey, {
      state: "ended",
      action: "NONE",
      attemptsLeft: journey.attemptsLeft,
      highLevelResult: result,
      checkDetails: checkDetailsOf(
        await this.records.captures(journey.id),
        { ...journey, state: "ended", highLevelResult: result },
        actionsOf(await this.definitionOf(journey)),
      ),
    });
    if (ended) this.events.ended(result);
    // Cancelling discards the photos taken so far, as the confirmation tells the client.
    if (ended && event === "cancel") await this.discardPhotos(journey.id);
    return (await this.records.find(journeyId)) ?? journey;
  }

  private async discardPhotos(journeyId: string): Promise<void> {
    for (const key of await this.records.discardPhotos(journeyId))
      await this.storage.remove(key).catch(() => undefined);
  }

  /**
   * The journey's result as `idscanenterprisesvc/journey/get` answers it; without `readValues`,
   * with none of the values read off the document (a hand-off phone's).
   */
  async result(
    journeyId: string,
    applicationId: string,
    shown: { readValues: boolean } = { readValues: true },
  ): Promise<Record<string, unknown>> {
    const journey = await this.find(journeyId, applicationId);
    return journeyResultOf(journey, await this.records.captures(journeyId), shown);
  }

  /**
   * Records the passed journey's document scan, and its look-back check: failed where another
   * application read the same document (its issuing state and number) before.
   */
  private async recordScan(journeyId: string, applicationId: string): Promise<void> {
    const captures = await this.records.captures(journeyId);
    const values = mergedValues(captures);
    const others = await this.store.otherApplicationsWithDocument(applicationId, values);
    await this.store.recordDocumentScan(applicationId, {
      journeyId,
      highLevelResult: "Passed",
      values,
    });
    const journey = await this.records.find(journeyId);
    if (!journey?.checkDetails) return;
    await this.records.recordCheckDetails(journeyId, {
      ...journey.checkDetails,
      LookBackCheck: others > 0 ? "Failed" : "Passed",
    });
  }
}
