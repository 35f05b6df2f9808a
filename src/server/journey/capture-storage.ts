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
  /** Removes every capture of a journey (the application was deleted). */
  removeJourney(journeyId: string): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

export class FileCaptureStorage implements CaptureStorage {
  constructor(private readonly root: string) {}

  async put(journeyId: string, bytes: Buffer, extension: "jpg" | "png"): Promise<string> {
    if (!SAFE_ID.test(journeyId)) throw new Error("invalid journey id");
    const folder = path.join(this.root, journeyId);
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    const key = `${journeyId}/${randomUUID()}.${extension}`;
    await fs.writeFile(path.join(this.root, key), bytes, { mode: 0o600, flag: "wx" });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    return fs.readFile(this.fileOf(key));
  }

  async removeJourney(journeyId: string): Promise<void> {
    if (!SAFE_ID.test(journeyId)) throw new Error("invalid journey id");
    await fs.rm(path.join(this.root, journeyId), { recursive: true, force: true });
  }

  private fileOf(key: string): string {
    if (!/^[A-Za-z0-9-]{1,64}\/[0-9a-f-]{36}\.(jpg|png)$/.test(key)) throw new Error("invalid key");
    return path.join(this.root, key);
  }
}
