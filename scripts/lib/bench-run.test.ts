import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchSettings, stopAll, type Running } from "./bench-run";

describe("a bench's running servers", () => {
  it("stop newest first, each once", async () => {
    const stopped: string[] = [];
    const running: Running = new Set();
    for (const name of ["database", "server"]) running.add(async () => void stopped.push(name));
    await stopAll(running);
    await stopAll(running);
    expect(stopped).toEqual(["server", "database"]);
    expect(running.size).toBe(0);
  });
});

describe("a bench's settings", () => {
  const argv = (...flags: string[]) => ["node", "bench.ts", ...flags];

  it("measure BENCH_SECONDS each, 10 by default and at least 1", () => {
    expect(benchSettings(argv(), {}).seconds).toBe(10);
    expect(benchSettings(argv(), { BENCH_SECONDS: "3" }).seconds).toBe(3);
    expect(benchSettings(argv(), { BENCH_SECONDS: "0.2" }).seconds).toBe(1);
    expect(benchSettings(argv(), { BENCH_SECONDS: "soon" }).seconds).toBe(10);
  });

  it("read an option's value after its name", () => {
    const settings = benchSettings(argv("--shoppers", "50", "--before", ".next-main"), {});
    expect(settings.option("--shoppers")).toBe("50");
    expect(settings.option("--before")).toBe(".next-main");
    expect(settings.option("--profile")).toBeUndefined();
  });

  it("use the large shop only with --large, and say how to make a missing one", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "large-shop-"));
    try {
      expect(benchSettings(argv(), { BENCH_LARGE_DATA_DIR: dataDir }).largeDataDir()).toBeUndefined();
      expect(benchSettings(argv("--large"), { BENCH_LARGE_DATA_DIR: dataDir }).largeDataDir()).toBe(dataDir);
      expect(() => benchSettings(argv("--large"), { BENCH_LARGE_DATA_DIR: path.join(dataDir, "none") }).largeDataDir()).toThrow(/run npm run seed:large first/);
    } finally {
      rmSync(dataDir, { recursive: true });
    }
  });
});
