/**
 * What an address-based limit counts: an IPv4 address, or the /64 network of an IPv6 address
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses would let one
 * machine step around every limit).
 *
 * @example addressSubject("::ffff:203.0.113.7")            // "203.0.113.7"
 * @example addressSubject("2001:db8:1:2:aaaa:bbbb:cccc:1") // "2001:db8:1:2::/64"
 */
import net from "node:net";

export function addressSubject(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, without leading zeros, lower-case. */
export function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0]!.toLowerCase();
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
