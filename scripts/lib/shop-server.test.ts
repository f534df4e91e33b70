import { existsSync, readFileSync } from "node:fs";
import { spawnNiced } from "./shop-server";

/** `nice` without a command prints the niceness it runs at. */
function niceness(level: number | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawnNiced(level, "nice", [], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => resolve(Number.parseInt(output, 10)));
  });
}

describe("spawnNiced: a benchmark's server yields the cores to the browser it measures", () => {
  it("runs the command at the niceness asked for", async () => {
    const own = await niceness(undefined);
    expect(await niceness(19)).toBe(19);
    expect(await niceness(5)).toBe(Math.min(19, own + 5));
  });

  it("leaves the priority as it is for 0 or none", async () => {
    const own = await niceness(undefined);
    expect(await niceness(0)).toBe(own);
  });

  // Linux shares the cores between sessions whatever the nice inside them: a detached child's session is niced as well.
  const withAutogroups = existsSync("/proc/self/autogroup") ? it : it.skip;
  withAutogroups("nices the session a detached command starts", async () => {
    const child = spawnNiced(19, "sleep", ["5"], { stdio: "ignore", detached: true });
    try {
      expect(readFileSync(`/proc/${child.pid}/autogroup`, "utf8")).toMatch(/ nice 19$/m);
      expect(readFileSync("/proc/self/autogroup", "utf8")).not.toBe(readFileSync(`/proc/${child.pid}/autogroup`, "utf8"));
    } finally {
      child.kill();
    }
  });
});
