import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

/** The review form, from the "How was it?" link or the account, and what it answers. */
export class ReviewPage extends pageObject({ form: "review-form", title: "review-title-input", text: "review-text-input", longevity: "review-longevity", submit: "review-submit", done: "review-done", refused: "review-refused", failure: "review-failure" }) {
  stars(count: number): Locator {
    return this.page.getByTestId(`review-rating-${count}`);
  }

  async write(review: { rating: number; title: string; text: string; longevity?: string }): Promise<void> {
    await this.stars(review.rating).check();
    await this.title.fill(review.title);
    await this.text.fill(review.text);
    if (review.longevity) await this.longevity.selectOption({ label: review.longevity });
    await this.submit.click();
  }
}

/** A product's reviews as shoppers see them, on its page or its reviews pages. */
export class ProductReviewsSection extends pageObject({ section: "product-reviews", reviews: "review", empty: "reviews-empty", rating: "product-rating", distribution: "rating-distribution", replies: "review-reply" }) {}
