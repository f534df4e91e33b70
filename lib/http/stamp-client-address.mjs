// @ts-check
// Loaded before the server with `node --import ./lib/http/stamp-client-address.mjs` (npm start,
// the e2e server, the Docker image). Next hands route handlers no socket, so every request gets
// the client address this process trusts written into one header here, where the socket is still
// at hand; whatever a client sent in that header is overwritten.
import { subscribe } from "node:diagnostics_channel";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, parseTrustedProxies, recordStamp, socketPeer } from "./trusted-proxies.mjs";

const { trusted, invalid } = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const problem = invalid.length > 0 ? `not an address or CIDR range: ${invalid.join(", ")}` : null;
if (problem) console.error(`[scents] TRUSTED_PROXIES ${problem}; those entries are not trusted`);

/**
 * Each open connection's peer, read on its first request: a keep-alive connection's later
 * requests (a shopper browsing, a proxy relaying many) cost no parse and no trust check of it.
 * @type {WeakMap<import("node:net").Socket, { address: string, relays: boolean }>}
 */
const peers = new WeakMap();

// Published by Node's HTTP server for each request before the server's own handler sees it.
subscribe("http.server.request.start", (message) => {
  const { request, socket } = /** @type {{ request: import("node:http").IncomingMessage; socket: import("node:net").Socket }} */ (message);
  let peer = peers.get(socket);
  if (!peer) {
    peer = socketPeer(socket.remoteAddress, trusted);
    peers.set(socket, peer);
  }
  const forwarded = request.headers["x-forwarded-for"];
  request.headers[CLIENT_ADDRESS_HEADER] = peer.relays && forwarded !== undefined ? clientAddressFrom(socket.remoteAddress, forwarded, trusted) : peer.address;
});

recordStamp(problem);
