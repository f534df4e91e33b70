/**
 * Shoppers browsing from a process of their own: the load runs one second at a time and each
 * second's figures come back on stdout, until the parent closes stdin. A bench that also sends
 * uploads would otherwise time the shoppers' requests on the same event loop that is pushing 50 MB
 * of photos out, and blame the server for its own stalls.
 *
 *   tsx scripts/lib/shoppers-process.ts <url> <connections>
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { runLoad, type LoadResult } from "./http-load";

export interface Shoppers {
  /** Stops after the second in progress; answers every second's figures. */
  stop(): Promise<LoadResult[]>;
}

/** Starts shoppers browsing `url` over `connections` keep-alive connections, in a child process. */
export function startShoppers(url: string, connections: number): Shoppers {
  const child = spawn(process.execPath, ["--import", "tsx", __filename, url, String(connections)], { stdio: ["pipe", "pipe", "inherit"] });
  const seconds: LoadResult[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => seconds.push(JSON.parse(line) as LoadResult));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return seconds;
    },
  };
}

async function browse(url: string, connections: number): Promise<void> {
  let browsing = true;
  process.stdin.resume();
  process.stdin.on("end", () => {
    browsing = false;
  });
  while (browsing) process.stdout.write(`${JSON.stringify(await runLoad(url, { connections, seconds: 1 }))}\n`);
  process.exit(0);
}

if (require.main === module) {
  const [url, connections] = process.argv.slice(2);
  if (!url) throw new Error("usage: shoppers-process.ts <url> <connections>");
  void browse(url, Number(connections) || 1);
}
