import { render, screen } from "@testing-library/react";
import { ListCount } from "./list-count";

describe("ListCount", () => {
  it("counts one and many in the list's words, announced politely, with what follows on its line", () => {
    const { rerender } = render(<ListCount total={1} one="review" many="reviews" testId="review-count" />);
    expect(screen.getByTestId("review-count")).toHaveTextContent(/^1 review$/);
    expect(screen.getByTestId("review-count")).toHaveAttribute("aria-live", "polite");
    rerender(
      <ListCount total={12} one="review" many="reviews" testId="review-count">
        {" "}
        · 3 waiting for you
      </ListCount>,
    );
    expect(screen.getByTestId("review-count")).toHaveTextContent(/^12 reviews · 3 waiting for you$/);
  });
});
