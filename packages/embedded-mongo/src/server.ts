import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Dispatcher } from "./commands/dispatch";
import type { ServerInfo } from "./commands/context";
import { Catalog } from "./engine/catalog";
import { CursorRegistry } from "./engine/cursors";
import { sweepExpired } from "./engine/ttl";
import { DiskDurability, type Durability, MemoryDurability } from "./storage/durability";
import { acquireLock } from "./storage/lock";
import { Connection } from "./wire/connection";

export interface EmbeddedMongoOptions {
  /** Folder for snapshot + journal, or ":memory:" to keep nothing on disk. */
  dataDir: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** TTL sweep interval; default 30000 ms so expired documents go within 60 s. */
  ttlSweepMs?: number;
}

export interface EmbeddedMongo {
  readonly uri: string;
  readonly port: number;
  stop(): Promise<void>;
}

function listen(server: net.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(err.code === "EADDRINUSE" ? new Error(`Port ${port} on ${host} is already in use`) : err);
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = options.host ?? "127.0.0.1";
  const inMemory = options.dataDir === ":memory:";
  const catalog = new Catalog();
  const cursors = new CursorRegistry();
  const sockets = new Set<Connection>();
  const state: { dispatcher?: Dispatcher } = {};
  let nextConnectionId = 1;

  const server = net.createServer((socket) => {
    // Connections that slip in before the data is loaded are refused rather than half-served.
    const d = state.dispatcher;
    if (!d) {
      socket.destroy();
      return;
    }
    const conn = new Connection(socket, nextConnectionId++, (db, body, id) => d.run(db, body, id));
    sockets.add(conn);
    socket.on("close", () => sockets.delete(conn));
  });

  const port = await listen(server, options.port ?? 0, host);
  let release = (): void => {};
  let durability: Durability;
  try {
    if (inMemory) durability = new MemoryDurability();
    else {
      const dir = path.resolve(options.dataDir);
      fs.mkdirSync(dir, { recursive: true });
      release = acquireLock(dir, port);
      durability = DiskDurability.open(dir, catalog);
    }
  } catch (err) {
    release();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw err;
  }

  const info: ServerInfo = { host, port, startedAt: new Date(), requests: 0, commands: new Map() };
  state.dispatcher = new Dispatcher(catalog, cursors, durability, info);

  const sweepTimer = setInterval(() => {
    sweepExpired(catalog);
    const ops = catalog.takeOps();
    if (ops.length) durability.commit(ops).catch((err: unknown) => console.error("[embedded-mongo] TTL journal write failed", err));
  }, options.ttlSweepMs ?? 30_000);
  sweepTimer.unref();

  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    stop() {
      stopped ??= (async () => {
        clearInterval(sweepTimer);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const conn of sockets) conn.close();
        await closed;
        await durability.close();
        release();
      })();
      return stopped;
    },
  };
}
