import type { Handler } from "./context";

const MAX_BSON = 16 * 1024 * 1024;

/**
 * A standalone mongod 7.0: no setName and no topologyVersion, so drivers poll instead of
 * using streaming hello, and never add txnNumber for retryable writes.
 */
const hello: Handler = (ctx, cmd) => {
  const reply: Record<string, unknown> = {
    helloOk: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
  if ("isMaster" in cmd || "ismaster" in cmd) reply.ismaster = true;
  return reply;
};

const buildInfo: Handler = () => ({
  version: "7.0.0",
  gitVersion: "embedded-mongo",
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON,
  storageEngines: ["embedded"],
  javascriptEngine: "none",
  modules: [],
  ok: 1,
});

const PARAMETERS: Record<string, unknown> = {
  featureCompatibilityVersion: { version: "7.0" },
  authenticationMechanisms: [],
  transactionLifetimeLimitSeconds: 60,
};

const getParameter: Handler = (_ctx, cmd) => {
  const reply: Record<string, unknown> = {};
  const all = cmd.getParameter === "*" || (typeof cmd.getParameter === "object" && cmd.getParameter !== null);
  for (const [name, value] of Object.entries(PARAMETERS)) if (all || name in cmd) reply[name] = value;
  return { ...reply, ok: 1 };
};

const ok: Handler = () => ({ ok: 1 });

const connectionStatus: Handler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

const hostInfo: Handler = (ctx) => ({
  system: { currentTime: new Date(), hostname: ctx.server.host, numCores: 1 },
  os: { type: process.platform },
  extra: {},
  ok: 1,
});

const serverStatus: Handler = (ctx) => ({
  host: `${ctx.server.host}:${ctx.server.port}`,
  version: "7.0.0",
  process: "embedded-mongo",
  pid: process.pid,
  uptime: Math.floor((Date.now() - ctx.server.startedAt.getTime()) / 1000),
  localTime: new Date(),
  network: { numRequests: ctx.server.requests },
  metrics: { commands: Object.fromEntries([...ctx.server.commands].map(([name, total]) => [name, { total }])) },
  ok: 1,
});

const whatsmyuri: Handler = () => ({ you: "127.0.0.1", ok: 1 });

export const handshakeCommands: Record<string, Handler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  endSessions: (ctx, cmd) => {
    ctx.sessions.end(cmd.endSessions);
    return { ok: 1 };
  },
  killAllSessions: (ctx) => {
    ctx.sessions.clear();
    return { ok: 1 };
  },
  killSessions: ok,
  refreshSessions: ok,
  connectionStatus,
  hostInfo,
  serverStatus,
  whatsmyuri,
  getCmdLineOpts: () => ({ argv: ["embedded-mongo"], parsed: {}, ok: 1 }),
};
