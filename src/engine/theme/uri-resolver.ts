/**
 * The two URI operations RJSF's `$ref` resolution uses (`fast-uri`'s `resolve` and `equal`), on
 * the browser's own `URL`. Step schemas carry no `$id` and their local references are inlined
 * before they reach the browser, so these run rarely; the build aliases `fast-uri` here, which
 * keeps about 22 KiB of URI parsing out of the first page.
 */

function parse(uri: string, base?: string): URL | undefined {
  try {
    return new URL(uri, base);
  } catch {
    return undefined;
  }
}

/** `ref` resolved against `base`; a reference that is no URL on its own stays as it is. */
export function resolve(base: string | undefined, ref: string): string {
  if (base === undefined) return ref;
  return parse(ref, parse(base)?.href)?.href ?? ref;
}

/** Whether two URIs name the same resource (case of scheme and host, default ports ignored). */
export function equal(a: string, b: string): boolean {
  return a === b || (parse(a)?.href ?? a) === (parse(b)?.href ?? b);
}

export default { resolve, equal };
