import { fireEvent, render, screen, within } from "@testing-library/react";
import { ItemList, RemovableItem } from "./item-list";

const members = [
  { id: "1", name: "Tolu Adebayo", email: "tolu@scents.ng" },
  { id: "2", name: "Chidi Okeke", email: "chidi@scents.ng" },
];

describe("a list of removable things", () => {
  it("shows each row's name, its line and its actions, with Remove last, naming the row", () => {
    const remove = jest.fn();
    render(
      <ItemList items={members} empty="No staff yet." testId="staff" itemTestId="member">
        {(member) => <RemovableItem title={`${member.name} (you)`} name={member.name} detail={member.email} actions={<button type="button">Suspend</button>} onRemove={() => remove(member.id)} />}
      </ItemList>,
    );
    const [first] = screen.getAllByTestId("member");
    const row = within(first as HTMLElement);
    expect(row.getByText("Tolu Adebayo (you)")).toBeInTheDocument();
    expect(row.getByText("tolu@scents.ng")).toBeInTheDocument();
    expect(row.getAllByRole("button").map((button) => button.textContent)).toEqual(["Suspend", "Remove"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Chidi Okeke" }));
    expect(remove).toHaveBeenCalledWith("2");
  });

  it("says so when there is nothing to list", () => {
    render(
      <ItemList items={[]} empty="No staff yet." testId="staff">
        {() => null}
      </ItemList>,
    );
    expect(screen.getByText("No staff yet.")).toBeInTheDocument();
    expect(screen.queryByTestId("staff")).not.toBeInTheDocument();
  });
});
