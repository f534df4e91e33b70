import { render } from "@testing-library/react";
import { ReviewScores } from "./review-scores";

describe("a review's scores", () => {
  it("names each score the buyer gave, both joined, and nothing when they gave none", () => {
    const line = (longevity: number | null, projection: number | null) => render(<ReviewScores review={{ longevity, projection }} className="meta" />).container.textContent;
    expect(line(4, 2)).toBe("Longevity 4/5 · Projection 2/5");
    expect(line(null, 3)).toBe("Projection 3/5");
    expect(line(5, null)).toBe("Longevity 5/5");
    expect(line(null, null)).toBe("");
  });
});
