import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { engineNodeFlags } from "../src/node-flags";

const oldSpaceLimit = (flags: string[]) => Number(/^--max-old-space-size=(\d+)$/.exec(flags.find((flag) => flag.startsWith("--max-old-space-size=")) ?? "")?.[1]);

describe("the Node flags of the engine's process", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "node-flags-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("an empty folder, or none, has the heap limit's floor of 320 MB", () => {
    expect(oldSpaceLimit(engineNodeFlags(dir))).toBe(320);
    expect(oldSpaceLimit(engineNodeFlags(":memory:"))).toBe(320);
  });

  test("a larger shop's folder gets a larger limit, from its snapshot and journal, instead of running out", () => {
    // Sparse files: the size is what counts, nothing is written.
    fs.writeFileSync(path.join(dir, "snapshot.bin"), "");
    fs.truncateSync(path.join(dir, "snapshot.bin"), 300 * 1024 * 1024);
    fs.writeFileSync(path.join(dir, "journal.bin"), "");
    fs.truncateSync(path.join(dir, "journal.bin"), 100 * 1024 * 1024);
    expect(oldSpaceLimit(engineNodeFlags(dir))).toBe(700);
  });
});
