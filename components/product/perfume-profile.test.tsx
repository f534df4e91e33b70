import { render, screen, within } from "@testing-library/react";
import { PerfumeProfile } from "./perfume-profile";

describe("a perfume's profile on its page", () => {
  it("names what it is and reads its notes as a pyramid, top to base, leaving out an empty layer", () => {
    render(<PerfumeProfile product={{ concentration: "Parfum", forWhom: "Unisex", family: "Woody", scentNotes: { top: ["Saffron"], heart: [], base: ["Sandalwood", "Oud"] } }} />);
    expect(within(screen.getByRole("list", { name: "What it is" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Parfum", "Woody family", "Unisex"]);
    const layers = within(screen.getByRole("list", { name: "Notes pyramid" })).getAllByRole("listitem");
    expect(layers.map((layer) => layer.textContent)).toEqual(["Top notes Saffron", "Base notes Sandalwood, Oud"]);
  });

  it("shows nothing for a product with none of it", () => {
    const { container } = render(<PerfumeProfile product={{ concentration: null, forWhom: null, family: null, scentNotes: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
