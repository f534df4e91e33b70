/**
 * npm run bench:login-flood — how fast the catalogue answers while strangers flood the login.
 *
 * BENCH_URL=http://host:port names a running production server (`npm start`). It must take the
 * flood's X-Forwarded-For addresses as the clients' (TRUSTED_PROXIES=127.0.0.1 when the bench
 * runs on the same machine), so each login attempt comes from a new address, as from a botnet,
 * and no per-address limit stops it early. For BENCH_SECONDS (default 15) the catalogue API and
 * the shop page are fetched one after another, first on a quiet server, then while BENCH_FLOOD
 * (default 40) clients send login attempts without pause: wrong passwords for unknown e-mails,
 * each of which costs a password hash. Reports the latency percentiles of both phases and how
 * many login attempts were answered.
 */

import { percentile } from "../lib/statistics";

const BASE = process.env.BENCH_URL;
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const FLOOD = Number(process.env.BENCH_FLOOD || 40);
const PAGES = ["/api/products/all-products?limit=12", "/shop"];

interface Phase {
  latencies: number[];
  logins: number;
  refused: number;
}

async function measureCatalogue(until: number, phase: Phase): Promise<void> {
  for (let turn = 0; Date.now() < until; turn += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}${PAGES[turn % PAGES.length]}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${PAGES[turn % PAGES.length]} answered ${response.status}`);
    phase.latencies.push(performance.now() - started);
  }
}

let attacker = 0;

async function floodLogins(until: number, phase: Phase): Promise<void> {
  while (Date.now() < until) {
    attacker += 1;
    const address = `10.${(attacker >> 16) & 255}.${(attacker >> 8) & 255}.${attacker & 255}`;
    try {
      const response = await fetch(`${BASE}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email: `nobody${attacker}@example.com`, password: `guess-${attacker}` }),
      });
      await response.arrayBuffer();
      if (response.status === 429) phase.refused += 1;
      else phase.logins += 1;
    } catch {
      phase.refused += 1;
    }
  }
}

function report(name: string, phase: Phase): void {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `${name.padEnd(12)} catalogue: ${sorted.length} requests, p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? Number.NaN)}` +
      (phase.logins + phase.refused > 0 ? `; logins answered ${phase.logins} (${(phase.logins / SECONDS).toFixed(1)}/s), refused 429 ${phase.refused}` : ""),
  );
}

async function main(): Promise<void> {
  if (!BASE) throw new Error("Set BENCH_URL to a running production server (see the comment at the top of this file).");
  await measureCatalogue(Date.now() + 2000, { latencies: [], logins: 0, refused: 0 });

  const quiet: Phase = { latencies: [], logins: 0, refused: 0 };
  await measureCatalogue(Date.now() + SECONDS * 1000, quiet);

  const flood: Phase = { latencies: [], logins: 0, refused: 0 };
  const until = Date.now() + SECONDS * 1000;
  await Promise.all([measureCatalogue(until, flood), ...Array.from({ length: FLOOD }, () => floodLogins(until, flood))]);

  console.log(`${BASE}, ${SECONDS} s per phase, ${FLOOD} flooding clients`);
  report("quiet", quiet);
  report("login flood", flood);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
