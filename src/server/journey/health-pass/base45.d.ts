/** The base45 package (RFC 9285) ships no types. */
declare module "base45" {
  const base45: {
    encode(bytes: Uint8Array | string): string;
    decode(text: string): Buffer;
  };
  export default base45;
}
