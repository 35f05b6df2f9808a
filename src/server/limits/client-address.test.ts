import { describe, expect, it } from "vitest";
import { addressSubject } from "./client-address.ts";

describe("addressSubject", () => {
  it("counts an IPv4 address as itself, also when written as IPv4-mapped IPv6", () => {
    expect(addressSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(addressSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressSubject("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 network as one", () => {
    const network = addressSubject("2001:db8:1:2:aaaa:bbbb:cccc:1");
    expect(network).toBe("2001:db8:1:2::/64");
    expect(addressSubject("2001:0db8:0001:0002::1")).toBe(network);
    expect(addressSubject("2001:DB8:1:2:ffff::")).toBe(network);
    expect(addressSubject("2001:db8:1:3::1")).not.toBe(network);
  });

  it("expands :: wherever it stands", () => {
    expect(addressSubject("::1")).toBe("0:0:0:0::/64");
    expect(addressSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressSubject("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
