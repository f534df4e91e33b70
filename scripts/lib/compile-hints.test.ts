import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "./compile-hints";

describe("compile hints", () => {
  let distDir: string;
  beforeEach(() => {
    distDir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  const write = (file: string, text: string) => writeFileSync(path.join(distDir, file), text);
  const read = (file: string) => readFileSync(path.join(distDir, file), "utf8");

  it("puts the hint on a file's first line, once", () => {
    expect(withCompileHint("a();")).toBe(`${COMPILE_HINT}\na();`);
    expect(withCompileHint(withCompileHint("a();"))).toBe(`${COMPILE_HINT}\na();`);
  });

  it("marks the root main files the build manifest lists, and no page chunk", () => {
    write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/entry.js"] }));
    write("static/chunks/react.js", "react();");
    write("static/chunks/entry.js", "entry();");
    write("static/chunks/page.js", "page();");

    addCompileHints(distDir);
    addCompileHints(distDir);

    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}\nreact();`);
    expect(read("static/chunks/entry.js")).toBe(`${COMPILE_HINT}\nentry();`);
    expect(read("static/chunks/page.js")).toBe("page();");
  });

  it("fails a build whose manifest names no root files, rather than shipping it unmarked", () => {
    write("build-manifest.json", JSON.stringify({ pages: {} }));
    expect(() => addCompileHints(distDir)).toThrow(/rootMainFiles/);
  });
});
