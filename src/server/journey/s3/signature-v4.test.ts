import { describe, expect, it } from "vitest";
import { amzDate, authorizationHeader, sha256Hex } from "./signature-v4.ts";

// The example of AWS's S3 documentation ("Signature Calculations for the Authorization Header:
// GET Object"), with its published keys and signature.
const EXAMPLE_KEYS = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const EMPTY_PAYLOAD = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("authorizationHeader", () => {
  it("signs the documentation's GET Object example as AWS does", () => {
    const header = authorizationHeader(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: {
          Host: "examplebucket.s3.amazonaws.com",
          Range: "bytes=0-9",
          "x-amz-content-sha256": EMPTY_PAYLOAD,
          "x-amz-date": "20130524T000000Z",
        },
        payloadHash: EMPTY_PAYLOAD,
      },
      EXAMPLE_KEYS,
    );
    expect(header).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date," +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("changes with anything signed", () => {
    const base = {
      method: "GET",
      url: new URL("https://store.example/bucket/a.jpg?list-type=2&prefix=j%2F"),
      headers: { host: "store.example", "x-amz-date": "20261124T120000Z" },
      payloadHash: EMPTY_PAYLOAD,
    };
    const signed = authorizationHeader(base, EXAMPLE_KEYS);
    expect(authorizationHeader({ ...base, method: "PUT" }, EXAMPLE_KEYS)).not.toBe(signed);
    expect(
      authorizationHeader(
        { ...base, url: new URL("https://store.example/bucket/b.jpg") },
        EXAMPLE_KEYS,
      ),
    ).not.toBe(signed);
    expect(authorizationHeader({ ...base, payloadHash: sha256Hex("x") }, EXAMPLE_KEYS)).not.toBe(
      signed,
    );
    expect(authorizationHeader(base, { ...EXAMPLE_KEYS, region: "eu-central-1" })).not.toBe(signed);
  });

  it("refuses to sign without the request's date", () => {
    expect(() =>
      authorizationHeader(
        {
          method: "GET",
          url: new URL("https://s.example/b/k"),
          headers: { host: "s.example" },
          payloadHash: EMPTY_PAYLOAD,
        },
        EXAMPLE_KEYS,
      ),
    ).toThrow("x-amz-date must be signed");
  });
});

describe("amzDate", () => {
  it("writes the date as x-amz-date wants it", () => {
    expect(amzDate(new Date("2013-05-24T00:00:00.123Z"))).toBe("20130524T000000Z");
  });
});
