import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chooseDatabase, startDatabase } from "../../scripts/lib/choose-database";

describe("chooseDatabase order", () => {
  const cwd = "/srv/shop";
  test("MONGODB_URI wins over everything", () => {
    expect(chooseDatabase({ MONGODB_URI: "mongodb://db:27017/x", MONGODB_ENGINE: "memory-server", MONGODB_DATA_DIR: "/d" }, { cwd })).toEqual({
      kind: "external",
      uri: "mongodb://db:27017/x",
    });
  });
  test("MONGODB_ENGINE=memory-server uses a persistent folder", () => {
    expect(chooseDatabase({ MONGODB_ENGINE: "memory-server" }, { cwd })).toEqual({ kind: "memory-server", dbPath: "/srv/shop/.data/memory-server" });
    expect(chooseDatabase({ MONGODB_ENGINE: "memory-server" }, { cwd, ephemeral: true })).toEqual({ kind: "memory-server", dbPath: undefined });
  });
  test("otherwise the built-in engine in .data/db, MONGODB_DATA_DIR overriding", () => {
    expect(chooseDatabase({}, { cwd })).toEqual({ kind: "builtin", dataDir: "/srv/shop/.data/db" });
    expect(chooseDatabase({ MONGODB_DATA_DIR: "elsewhere" }, { cwd })).toEqual({ kind: "builtin", dataDir: "/srv/shop/elsewhere" });
    expect(chooseDatabase({ MONGODB_DATA_DIR: ":memory:" }, { cwd })).toEqual({ kind: "builtin", dataDir: ":memory:" });
    expect(chooseDatabase({ MONGODB_URI: "  " }, { cwd, ephemeral: true })).toEqual({ kind: "builtin", dataDir: ":memory:" });
  });
});

test("startDatabase starts the built-in engine and describes it", async () => {
  const db = await startDatabase({ kind: "builtin", dataDir: ":memory:" });
  try {
    expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    expect(db.description).toMatch(new RegExp(`^built-in engine at ${db.uri} \\(data: :memory:; [^)]+\\)$`));
  } finally {
    await db.stop();
  }
});

test("with-db gives the command MONGODB_URI, passes arguments and returns its exit code", () => {
  const root = path.resolve(__dirname, "../..");
  const { MONGODB_URI: _ignored, ...env } = process.env;
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/with-db.ts", "--", "node", "-e", "console.log('URI=' + process.env.MONGODB_URI + ' ARG=' + process.argv[1]); process.exit(3)", "hello"],
    { cwd: root, env: { ...env, MONGODB_DATA_DIR: ":memory:" }, encoding: "utf8", timeout: 60_000 },
  );
  expect(result.stdout).toMatch(/\[with-db\] built-in engine at mongodb:\/\/127\.0\.0\.1:\d+ \(data: :memory:; [^)]+\)/);
  expect(result.stdout).toMatch(/URI=mongodb:\/\/127\.0\.0\.1:\d+ ARG=hello/);
  expect(result.status).toBe(3);
}, 90_000);

test("with-db runs the built-in engine under the engine's Node flags, not Node's defaults", () => {
  const root = path.resolve(__dirname, "../..");
  const { MONGODB_URI: _ignored, ...env } = process.env;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "with-db-flags-"));
  try {
    const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/with-db.ts", "--", "node", "-e", ""], {
      cwd: root,
      env: { ...env, MONGODB_DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stdout).toContain("--heap-growing-percent=30 --max-semi-space-size=1 --no-parallel-scavenge)");
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
