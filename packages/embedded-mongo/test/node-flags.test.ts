import { spawnSync } from "node:child_process";
import { engineNodeFlags } from "../src/node-flags";

describe("the Node flags of the engine's process", () => {
  test("keep the heap near its live data and the young generation small, by V8's own flags", () => {
    expect(engineNodeFlags()).toEqual(["--heap-growing-percent=30", "--max-semi-space-size=1", "--no-parallel-scavenge"]);
    const result = spawnSync(process.execPath, [...engineNodeFlags(), "-e", ""], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  test("never stop the process when a read holds more than planned: 600 MB live is slower, not fatal", () => {
    // A hard old-generation limit (320 MB, tried before) aborted the engine, and the shop's database
    // with it, on the admin's export of 100,000 orders.
    const holdsMore = "const held = []; for (let i = 0; i < 60; i++) held.push(new Array(1_250_000).fill(i)); console.log(held.length)";
    const result = spawnSync(process.execPath, [...engineNodeFlags(), "-e", holdsMore], { encoding: "utf8" });
    expect(result.stdout.trim()).toBe("60");
    expect(result.status).toBe(0);
  }, 60_000);
});
