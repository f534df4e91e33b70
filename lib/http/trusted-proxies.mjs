// @ts-check
// Plain JavaScript on purpose: the server loads it with `node --import` before Next starts, in
// the Docker image too, where nothing compiles TypeScript.
import { BlockList, isIP } from "node:net";

/** The header the server sets on every request to the address it trusts; clients cannot set it. */
export const CLIENT_ADDRESS_HEADER = "x-scents-client-address";

/** @typedef {{ problem: string | null }} StampState */

const STATE = Symbol.for("scents.clientAddressStamp");
const registry = /** @type {Record<symbol, StampState | undefined>} */ (/** @type {unknown} */ (globalThis));

/**
 * What the stamp recorded when it was installed, or null when this process has none (next dev,
 * tests): then requests carry no trusted client address.
 * @returns {StampState | null}
 */
export function stampState() {
  return registry[STATE] ?? null;
}

/**
 * Called once the stamp is installed, with what is wrong with TRUSTED_PROXIES if anything.
 * @param {string | null} problem
 */
export function recordStamp(problem) {
  registry[STATE] = { problem };
}

/**
 * An address as written in a socket or a forwarding header: IPv4-mapped IPv6 becomes IPv4, a
 * port or brackets are dropped. Null when it is no IP address.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function normalizeAddress(value) {
  let address = (value ?? "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? "";
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1] ?? "";
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64.
 * Every home line and mobile phone is given a whole /64, so counting each of its addresses apart
 * would let one client step around any limit by changing the last 64 bits.
 * @param {string} address a normalized address, or "unknown"
 * @returns {string}
 */
export function addressKey(address) {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = (address.split("%")[0] ?? "").split("::");
  const groups = (/** @type {string | undefined} */ part) => (part ? part.split(":") : []);
  const leading = groups(head);
  // A dotted IPv4 tail fills the last two groups; it never reaches the first four.
  const trailing = groups(tail).flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const full = tail === undefined ? leading : [...leading, ...Array(8 - leading.length - trailing.length).fill("0"), ...trailing];
  return `${full.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces. Entries that are
 * neither are reported, not trusted.
 * @param {string | undefined} value
 * @returns {{ trusted: BlockList; invalid: string[] }}
 */
export function parseTrustedProxies(value) {
  const trusted = new BlockList();
  /** @type {string[]} */
  const invalid = [];
  for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const [base, prefixText, extra] = entry.split("/");
    const address = normalizeAddress(base);
    const family = address ? (isIP(address) === 6 ? "ipv6" : "ipv4") : null;
    if (!address || !family || extra !== undefined) {
      invalid.push(entry);
      continue;
    }
    if (prefixText === undefined) {
      trusted.addAddress(address, family);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (family === "ipv6" ? 128 : 32)) invalid.push(entry);
    else trusted.addSubnet(address, prefix, family);
  }
  return { trusted, invalid };
}

/**
 * @param {string} address a normalized address
 * @param {BlockList} trusted
 */
function isTrusted(address, trusted) {
  return trusted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * What a connection's own address says of every request on it: the client address when no
 * proxy's header is read, and whether the peer is a trusted proxy (then each request's
 * X-Forwarded-For is read, by clientAddressFrom).
 * @param {string | undefined} socketAddress
 * @param {BlockList} trusted
 * @returns {{ address: string, relays: boolean }}
 */
export function socketPeer(socketAddress, trusted) {
  const address = normalizeAddress(socketAddress);
  return address ? { address, relays: isTrusted(address, trusted) } : { address: "unknown", relays: false };
}

/**
 * The client's address: the socket's, unless the socket belongs to a trusted proxy; then, reading
 * X-Forwarded-For from the right (each proxy appends the address it saw), the first entry no
 * trusted proxy could have written. Entries further left were written by the client and prove
 * nothing, so they are never read.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} trusted
 * @returns {string}
 */
export function clientAddressFrom(socketAddress, forwardedFor, trusted) {
  let client = normalizeAddress(socketAddress);
  if (!client) return "unknown";
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor ?? "").split(",");
  for (let index = hops.length - 1; index >= 0 && isTrusted(client, trusted); index -= 1) {
    if (!hops[index]?.trim()) continue;
    const hop = normalizeAddress(hops[index]);
    // Not an address: the trusted proxy that relayed it is the nearest thing to a client we know.
    if (!hop) break;
    client = hop;
  }
  return client;
}
