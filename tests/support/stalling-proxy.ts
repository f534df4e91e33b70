import net from "node:net";

/**
 * A TCP relay in front of the test database that can be held: while held, what the app sends is
 * kept back (the database's answers stop), as when its one process is busy with a burst of order
 * writes. Released, everything kept back is sent on in order.
 */
export interface StallingProxy {
  /** The test database's URI, through the relay. */
  uri: string;
  hold(): void;
  release(): void;
  close(): Promise<void>;
  /** How many times `bytes` occur in what the app has sent through the relay so far. */
  sent(bytes: Buffer): number;
}

export async function startStallingProxy(target: string): Promise<StallingProxy> {
  const upstream = new URL(target);
  let held = false;
  const waiting = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  const streams: Buffer[][] = [];
  const server = net.createServer((client) => {
    const database = net.connect(Number(upstream.port), upstream.hostname);
    sockets.add(client).add(database);
    const stream: Buffer[] = [];
    streams.push(stream);
    client.on("data", (chunk) => {
      stream.push(chunk);
      if (!held) return void database.write(chunk);
      client.pause();
      waiting.add(() => {
        database.write(chunk);
        client.resume();
      });
    });
    database.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      database.destroy();
    };
    client.on("close", end).on("error", end);
    database.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const proxied = new URL(target);
  proxied.host = `127.0.0.1:${port}`;
  return {
    uri: proxied.toString(),
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const send of [...waiting]) {
        waiting.delete(send);
        send();
      }
    },
    sent: (bytes) => {
      let count = 0;
      for (const stream of streams) {
        const all = Buffer.concat(stream);
        for (let at = all.indexOf(bytes); at !== -1; at = all.indexOf(bytes, at + bytes.length)) count += 1;
      }
      return count;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
