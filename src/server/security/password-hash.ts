/**
 * Password hashing with scrypt (N=2^cost, r=8, p=1; the cost is 17 unless configured higher).
 * The parameters are stored with each hash, so raising them later keeps old hashes verifiable.
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";

/** log2 of scrypt's N: OWASP's minimum for scrypt with r=8 (128 MiB, about half a second). */
export const DEFAULT_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function memoryFor(n: number, r: number): number {
  return 128 * n * r * 2;
}

export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: memoryFor(N, R),
  });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const cost = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: memoryFor(Number(n), Number(r)),
  };
  const actual = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64url"),
    expected.length,
    cost,
  );
  return timingSafeEqual(actual, expected);
}
