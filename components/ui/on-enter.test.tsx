import { fireEvent, render, screen } from "@testing-library/react";
import { onEnter } from "./on-enter";

describe("onEnter", () => {
  it("runs the action on Enter instead of submitting the form, and lets other keys type", () => {
    const action = jest.fn();
    const submit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <input aria-label="Find" onKeyDown={onEnter(action)} />
      </form>,
    );
    const field = screen.getByLabelText("Find");
    expect(fireEvent.keyDown(field, { key: "a" })).toBe(true);
    expect(action).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(field, { key: "Enter" })).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });
});
