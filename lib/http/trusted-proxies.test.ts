import { addressKey, clientAddressFrom, normalizeAddress, parseTrustedProxies, socketPeer } from "./trusted-proxies.mjs";

const { trusted } = parseTrustedProxies("10.0.0.2, 172.28.0.0/16 fd00::/8");
const from = (socket: string | undefined, forwardedFor?: string | string[]) => clientAddressFrom(socket, forwardedFor, trusted);

describe("client address", () => {
  it("is the socket's address when the peer is no trusted proxy, whatever it forwards", () => {
    expect(from("203.0.113.5")).toBe("203.0.113.5");
    expect(from("203.0.113.5", "1.2.3.4")).toBe("203.0.113.5");
    expect(from("::ffff:203.0.113.5", "10.0.0.2")).toBe("203.0.113.5");
  });

  it("behind a trusted proxy, is the right-most forwarded entry no trusted proxy wrote", () => {
    expect(from("10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    // A client forging entries on the left cannot move the answer.
    expect(from("10.0.0.2", "1.1.1.1, 2.2.2.2, 198.51.100.7")).toBe("198.51.100.7");
    // Chains of trusted proxies are walked through.
    expect(from("::ffff:10.0.0.2", "198.51.100.7, 172.28.4.9")).toBe("198.51.100.7");
    expect(from("fd00::1", ["198.51.100.7", "172.28.4.9"])).toBe("198.51.100.7");
    expect(from("10.0.0.2", "2001:db8::5, 172.28.0.1")).toBe("2001:db8::5");
  });

  it("stops at what is no address, and falls back to the proxy when nothing was forwarded", () => {
    expect(from("10.0.0.2", "198.51.100.7, not-an-ip, 172.28.0.3")).toBe("172.28.0.3");
    expect(from("10.0.0.2")).toBe("10.0.0.2");
    expect(from("10.0.0.2", " , ")).toBe("10.0.0.2");
    // Every hop trusted: the left-most is as far as the chain goes.
    expect(from("10.0.0.2", "172.28.0.9, 172.28.0.3")).toBe("172.28.0.9");
    expect(from(undefined, "198.51.100.7")).toBe("unknown");
  });

  it("of a connection, is what its peer says with nothing forwarded, and whether a forwarded address is read", () => {
    for (const socket of ["203.0.113.5", "::ffff:10.0.0.2", "fd00::1", "not an address", undefined]) {
      expect(socketPeer(socket, trusted).address).toBe(from(socket));
      expect(socketPeer(socket, trusted).relays).toBe(from(socket, "198.51.100.9") === "198.51.100.9");
    }
  });

  it("trusts nobody by default", () => {
    expect(clientAddressFrom("127.0.0.1", "198.51.100.7", parseTrustedProxies(undefined).trusted)).toBe("127.0.0.1");
  });
});

describe("TRUSTED_PROXIES", () => {
  it("accepts addresses and CIDR ranges of both families and reports the rest", () => {
    const { trusted: list, invalid } = parseTrustedProxies("127.0.0.1,::1 10.0.0.0/8, 2001:db8::/32 proxy 10.0.0.0/33 1.2.3.4/x 1.2.3.4/8/9");
    expect(invalid).toEqual(["proxy", "10.0.0.0/33", "1.2.3.4/x", "1.2.3.4/8/9"]);
    expect(list.check("10.200.3.4", "ipv4")).toBe(true);
    expect(list.check("11.0.0.1", "ipv4")).toBe(false);
    expect(list.check("2001:db8:1::9", "ipv6")).toBe(true);
    expect(list.check("::1", "ipv6")).toBe(true);
  });

  it("normalizes the ways addresses are written", () => {
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("192.0.2.1:8080")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("unknown")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
  });
});

describe("addressKey", () => {
  it("keys an IPv4 address by itself", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("unknown")).toBe("unknown");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    for (const address of ["2001:db8:0:1::5", "2001:0db8:0000:0001:ffff:ffff:ffff:ffff", "2001:db8:0:1:a:b:c:d", "2001:db8::1:0:0:0:9", "2001:db8:0:1::1.2.3.4"]) {
      expect(addressKey(address)).toBe(key);
    }
    expect(addressKey("2001:db8:0:2::5")).toBe("2001:db8:0:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("1:2:3::")).toBe("1:2:3:0::/64");
  });
});
