import { readFileSync } from "node:fs";
import path from "node:path";
import { completeLock, missingPlatformEntries, platformOf, type LockEntry } from "./lock-platforms";

describe("platformOf", () => {
  test("reads os, cpu and libc from a platform package's name", () => {
    expect(platformOf("@next/swc-darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("@next/swc-win32-x64-msvc")).toEqual({ os: ["win32"], cpu: ["x64"] });
    expect(platformOf("@next/swc-linux-arm64-musl")).toEqual({ os: ["linux"], cpu: ["arm64"], libc: ["musl"] });
    expect(platformOf("@unrs/resolver-binding-linux-arm-gnueabihf")).toEqual({ os: ["linux"], cpu: ["arm"], libc: ["glibc"] });
    expect(platformOf("@unrs/resolver-binding-android-arm-eabi")).toEqual({ os: ["android"], cpu: ["arm"] });
    expect(platformOf("@esbuild/linux-x64")).toEqual({ os: ["linux"], cpu: ["x64"] });
  });

  test("knows no platform in other names", () => {
    expect(platformOf("sharp")).toBeNull();
    expect(platformOf("@types/linux")).toBeNull();
  });
});

describe("missingPlatformEntries", () => {
  const lock = (packages: Record<string, LockEntry>) => ({ "": { name: "app" }, ...packages });

  test("adds other platforms' builds at the version the parent pins, with the parent's dev flag", () => {
    const packages = lock({
      "node_modules/next": { version: "16.4.6", optionalDependencies: { "@next/swc-linux-x64-gnu": "16.4.6", "@next/swc-darwin-arm64": "16.4.6" } },
      "node_modules/@next/swc-linux-x64-gnu": { version: "16.4.6", os: ["linux"], cpu: ["x64"], libc: ["glibc"], optional: true },
      "node_modules/unrs-resolver": { version: "1.13.0", dev: true, optionalDependencies: { "@unrs/resolver-binding-win32-ia32-msvc": "1.13.0" } },
    });
    expect(missingPlatformEntries(packages)).toEqual({
      "node_modules/@next/swc-darwin-arm64": { version: "16.4.6", os: ["darwin"], cpu: ["arm64"], optional: true },
      "node_modules/@unrs/resolver-binding-win32-ia32-msvc": { version: "1.13.0", os: ["win32"], cpu: ["ia32"], dev: true, optional: true },
    });
  });

  test("finds a dependency installed in an enclosing node_modules", () => {
    const packages = lock({
      "node_modules/a": { version: "1.0.0" },
      "node_modules/a/node_modules/b": { version: "1.0.0", optionalDependencies: { "@x/bin-linux-x64": "1.0.0" } },
      "node_modules/@x/bin-linux-x64": { version: "1.0.0" },
    });
    expect(missingPlatformEntries(packages)).toEqual({});
  });

  test("refuses what only the registry can answer: a range, or a package that is no platform build", () => {
    expect(() => missingPlatformEntries(lock({ "node_modules/next": { optionalDependencies: { "@next/swc-darwin-x64": "^16.0.0" } } }))).toThrow(/@next\/swc-darwin-x64@\^16\.0\.0/);
    expect(() => missingPlatformEntries(lock({ "node_modules/next": { optionalDependencies: { sharp: "0.35.5" } } }))).toThrow(/sharp@0\.35\.5/);
  });
});

describe("the committed lock", () => {
  test("is complete, so npm ci accepts it on any platform (run npm run lock:complete)", () => {
    const committed = JSON.parse(readFileSync(path.resolve(__dirname, "../../package-lock.json"), "utf8"));
    expect(completeLock(committed).added).toEqual([]);
  });
});
