import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.1 A and AA, which include colour contrast; every screen is checked in both themes.
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Opens every page after this in `theme`. */
export async function openInTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
}

/**
 * Checks the page as it is now against WCAG 2.1 A and AA, once its entrance transitions have
 * settled (contrast is measured on the final colours). Soft, so one run lists every screen that fails.
 */
export async function expectNoViolations(page: Page, screen: string, theme: Theme): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect.soft(summary, `${screen} has accessibility violations`).toEqual([]);
}

/** Opens `path` in each theme and checks it. */
export async function expectAccessibleInBothThemes(page: Page, path: string): Promise<void> {
  for (const theme of THEMES) {
    await openInTheme(page, theme);
    await page.goto(path);
    await expectNoViolations(page, `${path} in the ${theme} theme`, theme);
  }
}
