import { render, screen } from "@testing-library/react";
import { FilterSelect } from "./filter-select";

describe("a list's filter", () => {
  it("offers the whole list first, then each value, and opens at the URL's value", () => {
    render(
      <form>
        <FilterSelect id="state" label="State" name="state" value="hidden" all="All states" values={["pending", "hidden"] as const} labels={{ pending: "Waiting", hidden: "Hidden" }} testId="state-filter" />
      </form>,
    );
    const select = screen.getByRole("combobox", { name: "State" });
    expect(select).toHaveAttribute("name", "state");
    expect(select).toHaveValue("hidden");
    expect(screen.getAllByRole("option").map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ["", "All states"],
      ["pending", "Waiting"],
      ["hidden", "Hidden"],
    ]);
  });

  it("opens at the whole list when the URL names no value", () => {
    render(<FilterSelect id="stars" label="Stars" name="rating" value={undefined} all="Any stars" values={[5, 4] as const} labels={{ 5: "5 stars", 4: "4 stars" }} />);
    expect(screen.getByRole("combobox", { name: "Stars" })).toHaveValue("");
  });
});
