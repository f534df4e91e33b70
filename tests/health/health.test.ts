import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startEmbeddedMongo, type EmbeddedMongo } from "embedded-mongo";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { callRoute } from "../support/request";

jest.setTimeout(60_000);

// Its own database server, which the test stops and starts again, as a crashed database would be.
let folder: string;
let engine: EmbeddedMongo | null = null;
let port = 0;

async function startEngine(): Promise<void> {
  engine = await startEmbeddedMongo({ dataDir: path.join(folder, "db"), port });
  port = Number(new URL(engine.uri).port);
}

async function readyWithin(ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  let status = 0;
  do {
    status = (await callRoute(ready)).status;
    if (status === 200) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < deadline);
  return status;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "scents-health-"));
  await startEngine();
  process.env.MONGODB_URI = engine?.uri;
  process.env.MONGODB_DB_NAME = "scents_health";
});

afterAll(async () => {
  await mongoose.disconnect();
  await engine?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("GET /api/health and GET /api/ready", () => {
  it("answers 200 when the database answers, 503 within about a second while it is stopped, and 200 again once it is back", async () => {
    const up = await callRoute(ready);
    expect(up).toMatchObject({ status: 200, body: { status: "ready" } });
    expect(up.headers.get("cache-control")).toBe("no-store");

    await engine?.stop();
    engine = null;
    const started = Date.now();
    const down = await callRoute(ready);
    expect(down).toMatchObject({ status: 503, body: { status: "unavailable" } });
    // Bounded by the one-second check, with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(4000);
    // The process itself still answers: only readiness depends on the database.
    expect(await callRoute(health)).toMatchObject({ status: 200, body: { status: "ok" } });

    await startEngine();
    expect(await readyWithin(20_000)).toBe(200);
  });

  it("tells an outsider nothing but ready or not", async () => {
    const answers = [await callRoute(health), await callRoute(ready)];
    for (const answer of answers) expect(Object.keys(answer.body as object)).toEqual(["status"]);
  });
});
