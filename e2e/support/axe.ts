import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
export const THEMES = ["light", "dark"] as const;

/**
 * Opens `path` in each theme and checks it against WCAG 2.1 A and AA (colour contrast included),
 * once its entrance transitions have settled. Soft, so every failing screen is listed.
 */
export async function expectAccessibleInBothThemes(page: Page, path: string): Promise<void> {
  for (const theme of THEMES) {
    await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
    await page.goto(path);
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
    expect.soft(summary, `${path} in the ${theme} theme has accessibility violations`).toEqual([]);
  }
}
