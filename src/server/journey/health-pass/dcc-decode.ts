/**
 * An EU Digital COVID Certificate as its QR code carries it (eHealth Network, "Electronic Health
 * Certificate Container Format"): `HC1:`, then base45 (RFC 9285) of the zlib-deflated COSE_Sign1
 * (RFC 9052) whose payload is a CBOR Web Token (RFC 8392) holding the certificate at claim -260/1.
 * Decoded here without checking its signature (dcc-signature.ts does that).
 */
import { inflateSync } from "node:zlib";
import base45 from "base45";
import { decode, Tag } from "cbor2";

/** The signed container: the bytes its signature covers, its key id and algorithm. */
export interface CoseSign1 {
  protectedHeader: Uint8Array;
  payload: Uint8Array;
  signature: Uint8Array;
  /** The signing key's id: the first 8 bytes of the SHA-256 of its certificate. */
  kid: Uint8Array | undefined;
  /** COSE algorithm: -7 ES256, -37 PS256. */
  algorithm: number | undefined;
}

/** The holder as the certificate names them. */
export interface HealthCertificateHolder {
  familyName: string;
  givenName: string;
  /** The ICAO 9303 forms, as a machine-readable zone writes them ("ROGALINSKI<KROL"). */
  familyNameTransliterated: string;
  givenNameTransliterated: string;
  /** ISO 8601: a whole date, a year and month, a year, or empty where it is not known. */
  dateOfBirth: string;
}

export type HealthCertificateKind = "vaccination" | "test" | "recovery";

export interface HealthCertificate {
  sign1: CoseSign1;
  /** The issuing country (claim 1), e.g. "PL". */
  issuer: string | undefined;
  /** Claims 6 and 4, in seconds since 1970. */
  issuedAt: number | undefined;
  expiresAt: number | undefined;
  /** The schema version ("1.3.0"). */
  version: string | undefined;
  holder: HealthCertificateHolder;
  kind: HealthCertificateKind | undefined;
}

/** Why a code's text is no certificate: not one at all, or one that cannot be read. */
export type HealthCertificateProblem = "notHealthCertificate" | "damaged";

export type DecodedHealthCertificate =
  { certificate: HealthCertificate } | { problem: HealthCertificateProblem };

const PREFIX = "HC1:";
const BASE45_CHARACTERS = /^[0-9A-Z $%*+\-./:]*$/;
const COSE_SIGN1_TAG = 18;
const CWT_TAG = 61;
/** The largest inflated container read: a certificate is a few hundred bytes. */
const MAX_INFLATED_BYTES = 64 * 1024;

/** Base45 as RFC 9285 reads it: three characters a pair of bytes, none above 65535. */
function base45Bytes(text: string): Buffer | undefined {
  if (!BASE45_CHARACTERS.test(text) || text.length % 3 === 1) return undefined;
  const value = (at: number) => "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".indexOf(text[at]!);
  for (let at = 0; at + 2 < text.length; at += 3)
    if (value(at) + value(at + 1) * 45 + value(at + 2) * 2025 > 0xffff) return undefined;
  return base45.decode(text);
}

const untagged = (value: unknown, tag: number): unknown =>
  value instanceof Tag && value.tag === tag ? value.contents : value;

const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array;

/** One CBOR item, its maps as Maps (the certificate's claims have number keys). */
const cbor = (bytes: Uint8Array): unknown => decode(bytes, { preferMap: true });

function asMap(value: unknown): Map<unknown, unknown> {
  return value instanceof Map ? value : new Map();
}

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");
const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

function sign1Of(container: unknown): CoseSign1 | undefined {
  const parts = untagged(untagged(container, CWT_TAG), COSE_SIGN1_TAG);
  if (!Array.isArray(parts) || parts.length !== 4) return undefined;
  const [protectedHeader, unprotected, payload, signature] = parts as unknown[];
  if (!isBytes(protectedHeader) || !isBytes(payload) || !isBytes(signature)) return undefined;
  const headers =
    protectedHeader.length > 0 ? asMap(cbor(protectedHeader)) : new Map<unknown, unknown>();
  const kid = headers.get(4) ?? asMap(unprotected).get(4);
  return {
    protectedHeader,
    payload,
    signature,
    kid: isBytes(kid) ? kid : undefined,
    algorithm: numberOf(headers.get(1)),
  };
}

function kindOf(certificate: Map<unknown, unknown>): HealthCertificateKind | undefined {
  if (Array.isArray(certificate.get("v"))) return "vaccination";
  if (Array.isArray(certificate.get("t"))) return "test";
  if (Array.isArray(certificate.get("r"))) return "recovery";
  return undefined;
}

/** The certificate a QR code's text holds, or why it holds none. */
export function decodeHealthCertificate(text: string): DecodedHealthCertificate {
  if (!text.startsWith(PREFIX)) return { problem: "notHealthCertificate" };
  const compressed = base45Bytes(text.slice(PREFIX.length));
  if (!compressed) return { problem: "damaged" };
  try {
    // A signer may leave the container uncompressed; zlib's header says which.
    const container =
      compressed[0] === 0x78
        ? inflateSync(compressed, { maxOutputLength: MAX_INFLATED_BYTES })
        : compressed;
    const sign1 = sign1Of(cbor(container));
    if (!sign1) return { problem: "damaged" };
    const claims = asMap(cbor(sign1.payload));
    const certificate = asMap(asMap(claims.get(-260)).get(1));
    const name = asMap(certificate.get("nam"));
    if (!certificate.has("nam")) return { problem: "damaged" };
    return {
      certificate: {
        sign1,
        issuer: textOf(claims.get(1)) || undefined,
        issuedAt: numberOf(claims.get(6)),
        expiresAt: numberOf(claims.get(4)),
        version: textOf(certificate.get("ver")) || undefined,
        holder: {
          familyName: textOf(name.get("fn")),
          givenName: textOf(name.get("gn")),
          familyNameTransliterated: textOf(name.get("fnt")),
          givenNameTransliterated: textOf(name.get("gnt")),
          dateOfBirth: textOf(certificate.get("dob")),
        },
        kind: kindOf(certificate),
      },
    };
  } catch {
    return { problem: "damaged" };
  }
}
