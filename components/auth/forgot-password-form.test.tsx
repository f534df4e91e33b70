import { act, fireEvent, render, screen } from "@testing-library/react";
import { ForgotPasswordForm } from "./forgot-password-form";

describe("the sign-in modal's Forgot password? view", () => {
  it("starts from the e-mail typed at login, sends it, and shows the shop's one answer", async () => {
    let answer: (value: unknown) => void = () => {};
    const fetchMock = jest.fn((..._args: unknown[]) => new Promise((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<ForgotPasswordForm email="ada@example.com" onBack={() => {}} />);
    expect(screen.getByLabelText(/Email/)).toHaveValue("ada@example.com");
    fireEvent.click(screen.getByTestId("forgot-submit"));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.body))).toEqual({ email: "ada@example.com" });
    await act(async () => answer({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, message: "If an account uses this e-mail, we have sent it a link." }) }));
    expect(screen.getByTestId("forgot-status")).toHaveTextContent("If an account uses this e-mail, we have sent it a link.");
  });

  it("checks the address before sending, and goes back to login", () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const onBack = jest.fn();
    render(<ForgotPasswordForm email="" onBack={onBack} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByTestId("forgot-submit"));
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
    expect(global.fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("forgot-back"));
    expect(onBack).toHaveBeenCalled();
  });
});
