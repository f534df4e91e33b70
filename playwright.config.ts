import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/support/credentials";

// Debian's Chromium, never a downloaded browser. The flags keep it from dialling out on a closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "./e2e",
  // Playwright empties its output folder on start; reports live beside it, not in it.
  outputDir: "test-results/playwright",
  // Journeys share one shop (its stock and orders), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    command: "node_modules/.bin/tsx scripts/e2e-server.ts",
    url: `${E2E_BASE_URL}/api/products/all-products?limit=1`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
