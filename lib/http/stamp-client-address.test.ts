/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

// The stamp is a preload: it runs here as it does in the server, in a process of its own
// (`node --import`), whose HTTP server answers each request with the address it was stamped with.
const SERVER = `
import http from "node:http";
import { BlockList } from "node:net";
let checks = 0;
const check = BlockList.prototype.check;
BlockList.prototype.check = function (...args) { checks += 1; return check.apply(this, args); };
const server = http.createServer((request, response) => response.end(String(request.headers["x-scents-client-address"])));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const ask = (headers) => new Promise((resolve, reject) => {
  http.get({ host: "127.0.0.1", port: server.address().port, agent, headers }, (response) => {
    let body = "";
    response.on("data", (chunk) => (body += chunk));
    response.on("end", () => resolve(body));
  }).on("error", reject);
});
const answers = [];
for (const headers of [{}, {}, { "x-forwarded-for": "203.0.113.7" }, {}, { "x-scents-client-address": "198.51.100.1" }]) answers.push(await ask(headers));
console.log(JSON.stringify({ answers, checks }));
agent.destroy();
server.close();
`;

function serve(trustedProxies: string): { answers: string[]; checks: number } {
  const stamp = path.join(__dirname, "stamp-client-address.mjs");
  const output = execFileSync(process.execPath, ["--import", stamp, "--input-type=module", "-e", SERVER], { env: { ...process.env, TRUSTED_PROXIES: trustedProxies }, encoding: "utf8" });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
}

describe("the client address stamp", () => {
  it("reads a connection's own address once, however many requests it carries; a trusted proxy's header on each", () => {
    const { answers, checks } = serve("127.0.0.1");
    expect(answers).toEqual(["127.0.0.1", "127.0.0.1", "203.0.113.7", "127.0.0.1", "127.0.0.1"]);
    // One trust check for the connection, one for the request whose forwarded address was read.
    expect(checks).toBe(2);
  });

  it("never reads the header from a peer that is no trusted proxy", () => {
    const { answers } = serve("10.0.0.1");
    expect(answers).toEqual(["127.0.0.1", "127.0.0.1", "127.0.0.1", "127.0.0.1", "127.0.0.1"]);
  });
});
