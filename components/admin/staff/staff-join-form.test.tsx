import { act, fireEvent, render, screen } from "@testing-library/react";
import { StaffJoinForm } from "./staff-join-form";

describe("the staff invitation's join form", () => {
  it("shows a refused join inside the form, under its submit's pending words", async () => {
    let answer: (value: unknown) => void = () => {};
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    render(<StaffJoinForm token="signed-token" />);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Bola Ade" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "a-long-Passw0rd!" } });
    fireEvent.change(screen.getByLabelText(/Security key/), { target: { value: "another-Key-9!" } });
    fireEvent.click(screen.getByTestId("staff-join-submit"));
    expect(await screen.findByRole("button", { name: "Joining..." })).toBeDisabled();
    // jsdom has no fetch Response: this is the part apiRequest reads.
    await act(async () => answer({ ok: false, status: 404, text: async () => JSON.stringify({ success: false, message: "This invitation link is not valid" }) }));
    const refused = screen.getByRole("alert");
    expect(refused).toHaveTextContent("This invitation link is not valid");
    expect(screen.getByTestId("staff-join-form")).toContainElement(refused);
    expect(screen.getByTestId("staff-join-submit")).toHaveTextContent("Join the Team");
  });
});
