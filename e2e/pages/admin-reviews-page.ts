import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

/** /admin/reviews: the owner's reviews, filtered, and the actions on each. */
export class AdminReviewsPage extends pageObject(
  { rows: "review-row", count: "review-count", search: "review-search", stateFilter: "review-state-filter", empty: "review-empty" },
  { path: "/admin/reviews" },
) {
  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId("review-title").getByText(title, { exact: true }) });
  }

  async showState(state: "" | "pending" | "published" | "hidden"): Promise<void> {
    await this.stateFilter.selectOption(state);
    await this.page.getByRole("button", { name: "Apply" }).click();
    await this.page.waitForURL(state ? new RegExp(`state=${state}`) : /\/admin\/reviews/);
  }

  async publish(title: string): Promise<void> {
    await this.row(title).getByTestId("review-publish").click();
  }

  async hide(title: string): Promise<void> {
    await this.row(title).getByTestId("review-hide").click();
  }

  async reply(title: string, text: string): Promise<void> {
    const row = this.row(title);
    await row.getByTestId("review-reply").fill(text);
    await row.getByTestId("review-reply-submit").click();
  }
}
