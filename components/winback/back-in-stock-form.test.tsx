import { act, fireEvent, render, screen } from "@testing-library/react";
import { BackInStockForm } from "./back-in-stock-form";

// jsdom has no fetch: answer like a server would, through the parts apiRequest reads.
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) });

describe("E-mail me when it's back", () => {
  it("ends with the kit's footer: Saving... while sent, and a refusal that belongs to no field as an alert", async () => {
    let respond: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn().mockReturnValue(new Promise((resolve) => (respond = resolve)));
    render(<BackInStockForm productId="64b7f0c2a1b2c3d4e5f60799" />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "E-mail me when it's back" }), { target: { value: "ada@example.ng" } });
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await act(async () => respond(answer(429, { success: false, code: "RATE_LIMITED", message: "Too many requests. Please try again in a minute." })));
    expect(screen.getByRole("alert")).toHaveTextContent("Too many requests. Please try again in a minute.");
    expect(screen.getByRole("button", { name: "Notify me" })).toBeEnabled();
  });
});
