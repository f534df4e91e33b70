import { render, screen } from "@testing-library/react";
import { Badge } from "./badge";

describe("Badge", () => {
  it("says its word beside a record, plain or as a warning", () => {
    render(
      <p>
        Ada <Badge>Guest</Badge> Oud <Badge tone="warning" testId="hidden">Hidden</Badge>
      </p>,
    );
    expect(screen.getByText("Guest").className).not.toBe(screen.getByTestId("hidden").className);
    expect(screen.getByTestId("hidden")).toHaveTextContent("Hidden");
  });
});
