import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** The admin's "Confirm It Is You" dialog: a sensitive action asks for the security key again. */
export async function giveKeyAgain(page: Page, securityKey: string): Promise<void> {
  const dialog = page.getByTestId("step-up-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("step-up-key").fill(securityKey);
  await dialog.getByTestId("step-up-dialog-confirm").click();
  await expect(dialog).toBeHidden();
}
