import nextJest from "next/jest.js";

const withNext = nextJest({ dir: "./" });

// Two projects: logic, route handlers and the embedded engine's package (packages/*/test) run in
// node against the database the global setup starts; components run in jsdom.
// A test's time limit is for a test that hangs, not a bar on speed: the engine's tests and the
// components' share two cores with everything else CI runs, where 5 s was exceeded by tests that
// pass in one when the machine is quiet.
const TEST_TIMEOUT_MS = 30_000;

/** @type {import("jest").Config} */
const nodeProject = {
  displayName: "node",
  testEnvironment: "node",
  testMatch: [
    "<rootDir>/tests/**/*.test.ts",
    "<rootDir>/lib/**/*.test.ts",
    "<rootDir>/scripts/**/*.test.ts",
    "<rootDir>/packages/*/test/**/*.test.ts",
  ],
  globalSetup: "<rootDir>/tests/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    "^next/cache$": "<rootDir>/tests/support/next-cache.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

/** @type {import("jest").Config} */
const domProject = {
  displayName: "dom",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/components/**/*.test.ts?(x)", "<rootDir>/lib/**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

export default async function config() {
  // The time limit is the run's: Jest ignores a project's testTimeout (set there, the limit stayed 5 s).
  return { testTimeout: TEST_TIMEOUT_MS, projects: [await withNext(nodeProject)(), await withNext(domProject)()] };
}
