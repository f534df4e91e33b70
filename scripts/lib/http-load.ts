/**
 * A small HTTP load generator: N keep-alive connections, each sending its next request as soon as
 * the previous answer is read in full, for a fixed time; latency is measured per request, from
 * sending to the last byte. (autocannon would add a dependency for what these 80 lines do.)
 */
import http from "node:http";
import { percentile } from "./statistics";

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Each request's own path and query, by its number (a stream of searches nobody made before); the target's otherwise. */
  vary?: (request: number) => string;
}

export interface LoadResult {
  requests: number;
  /** Answers outside 2xx, and connection errors. */
  failures: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function send(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ ok: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (ok: boolean) => resolve({ ok, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => done((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
      response.on("error", () => done(false));
    });
    request.on("error", () => done(false));
  });
}

export async function runLoad(target: string, options: LoadOptions): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const headers = { ...options.headers };
  const latencies: number[] = [];
  let failures = 0;
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  let sent = 0;
  const { vary } = options;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (Date.now() < deadline) {
          const { ok, ms } = await send(agent, vary ? new URL(vary(sent++), url) : url, headers);
          latencies.push(ms);
          if (!ok) failures += 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}
