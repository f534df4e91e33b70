/**
 * Load from wrk (Debian's `wrk`, a load generator in C): the same keep-alive connections as
 * http-load.ts, each sending its next request when the last answer is read, for a small part of
 * the CPU Node's own client spends on them. On a machine the shop shares with its load, the load's
 * CPU is taken from the shop: bench:drop's Node client kept 1.2 of 2 cores busy on its own.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./http-load";

/** What a wrk run answers, with each answer's status counted. */
export interface WrkResult extends LoadResult {
  /** Answers by status code. */
  statuses: Map<number, number>;
  seconds: number;
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  /** wrk's threads; each keeps its share of the connections. */
  threads?: number;
  /** Lua defining `request()` (wrk's scripting): each request built afresh, e.g. a POST with a body of its own. */
  request?: string;
}

/** Whether wrk is installed; the benches that use it say how to install it when not. */
export function hasWrk(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1.
    return (error as { status?: number }).status === 1;
  }
}

/** Counts the statuses and prints the run's figures as one line of JSON, after wrk's own report. */
const REPORT = `
local threads = {}
function setup(thread)
  thread:set("thread_number", #threads + 1)
  table.insert(threads, thread)
end
statuses = {}
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local sums, counted = {}, {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      sums[status] = (sums[status] or 0) + count
    end
  end
  for status, count in pairs(sums) do
    counted[#counted + 1] = string.format('"%d":%d', status, count)
  end
  io.write(string.format('\\nWRK-RESULT {"requests":%d,"microseconds":%d,"socketErrors":%d,"p50":%f,"p95":%f,"p99":%f,"statuses":{%s}}\\n',
    summary.requests, summary.duration,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    table.concat(counted, ",")))
end
`;

export async function runWrk(target: string, options: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wrk-"));
  const script = path.join(dir, "load.lua");
  writeFileSync(script, `${REPORT}\n${options.request ?? ""}`);
  const threads = Math.min(options.threads ?? 1, options.connections);
  const args = ["-t", String(threads), "-c", String(options.connections), "-d", `${options.seconds}s`, "--timeout", "30s", "-s", script, target];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
    });
    const line = /WRK-RESULT (.*)/.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no result: ${output}`);
    const run = JSON.parse(line) as { requests: number; microseconds: number; socketErrors: number; p50: number; p95: number; p99: number; statuses: Record<string, number> };
    const statuses = new Map(Object.entries(run.statuses).map(([status, count]) => [Number(status), count]));
    const ok = [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, count]) => sum + count, 0);
    const seconds = run.microseconds / 1e6;
    return { requests: run.requests, failures: run.requests - ok + run.socketErrors, requestsPerSecond: run.requests / seconds, p50: run.p50, p95: run.p95, p99: run.p99, statuses, seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
