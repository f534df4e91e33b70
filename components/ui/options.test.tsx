import { render, screen } from "@testing-library/react";
import { Options } from "./options";

describe("a select's options", () => {
  it("lists each value under its label, in the list's order", () => {
    render(
      <select aria-label="Role" defaultValue="content">
        <Options values={["owner", "content"] as const} labels={{ owner: "Owner", content: "Content editor" }} />
      </select>,
    );
    expect(screen.getAllByRole("option").map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ["owner", "Owner"],
      ["content", "Content editor"],
    ]);
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveValue("content");
  });

  it("reads a number's label from a list by its position", () => {
    render(
      <select aria-label="How long it lasts">
        <Options values={[1, 2] as const} labels={["", "an hour or two", "a morning"]} />
      </select>,
    );
    expect(screen.getAllByRole("option").map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ["1", "an hour or two"],
      ["2", "a morning"],
    ]);
  });

  it("shows each value as it is when it has no labels", () => {
    render(
      <select aria-label="Person">
        <Options values={["Ada Eze", "Bola Ade"]} />
      </select>,
    );
    expect(screen.getAllByRole("option").map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ["Ada Eze", "Ada Eze"],
      ["Bola Ade", "Bola Ade"],
    ]);
  });
});
