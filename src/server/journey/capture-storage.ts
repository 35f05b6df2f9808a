/**
 * Where capture images are kept. The default keeps them as files under `DATA_DIR/uploads`,
 * readable by the server's user only (0600, folders 0700); an S3-compatible store can take its
 * place through the same interface (see docs/DECISIONS.md). Images are never served back to a
 * browser: the journey answers results, not files.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface CaptureStorage {
  /** Keeps the bytes and answers the key they are kept under. */
  put(journeyId: string, bytes: Buffer, extension: "jpg" | "png"): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes one image (its capture was not recorded); an image already gone is no error. */
  remove(key: string): Promise<void>;
  /** Removes every capture of a journey (the application was deleted). */
  removeJourney(journeyId: string): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;
const KEY_SHAPE = /^[A-Za-z0-9-]{1,64}\/[0-9a-f-]{36}\.(jpg|png)$/;

/** Throws unless the id is a journey id: the first part of every key, never a path. */
export function checkJourneyId(journeyId: string): void {
  if (!SAFE_ID.test(journeyId)) throw new Error("invalid journey id");
}

/** A new image's key: `<journey>/<uuid>.<extension>`, the same in every storage. */
export function newCaptureKey(journeyId: string, extension: "jpg" | "png"): string {
  checkJourneyId(journeyId);
  return `${journeyId}/${randomUUID()}.${extension}`;
}

/** Throws unless the key has the shape `newCaptureKey` gives. */
export function checkCaptureKey(key: string): void {
  if (!KEY_SHAPE.test(key)) throw new Error("invalid key");
}

export class FileCaptureStorage implements CaptureStorage {
  constructor(private readonly root: string) {}

  async put(journeyId: string, bytes: Buffer, extension: "jpg" | "png"): Promise<string> {
    const key = newCaptureKey(journeyId, extension);
    await fs.mkdir(path.join(this.root, journeyId), { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(this.root, key), bytes, { mode: 0o600, flag: "wx" });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    return fs.readFile(this.fileOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async removeJourney(journeyId: string): Promise<void> {
    checkJourneyId(journeyId);
    await fs.rm(path.join(this.root, journeyId), { recursive: true, force: true });
  }

  private fileOf(key: string): string {
    checkCaptureKey(key);
    return path.join(this.root, key);
  }
}
