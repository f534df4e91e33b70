import { act, fireEvent, render, screen } from "@testing-library/react";
import { NewsletterForm } from "./newsletter-form";

// jsdom has no fetch: answer like a server would, through the parts apiRequest reads.
function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) });
}

const email = () => screen.getByLabelText("Email address");
const submit = () => screen.getByRole("button", { name: /Subscribe/ });

afterEach(() => {
  jest.useRealTimers();
});

describe("NewsletterForm", () => {
  it("checks the address on blur and on submit, clearing the error on edit", async () => {
    global.fetch = answer(200, {});
    render(<NewsletterForm testId="nl" />);
    fireEvent.change(email(), { target: { value: "not-an-email" } });
    fireEvent.blur(email());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: "ada@example.ng" } });
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    fireEvent.change(email(), { target: { value: "   " } });
    fireEvent.click(submit());
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("says 'Email is required' when the field is left empty on blur", async () => {
    render(<NewsletterForm testId="nl" />);
    fireEvent.focus(email());
    fireEvent.blur(email());
    expect(await screen.findByTestId("nl-error")).toHaveTextContent("Email is required");
  });

  it("posts the address, shows 'Subscribing...', then thanks the reader; the message clears after 5 s", async () => {
    let respond: (value: unknown) => void = () => {};
    global.fetch = jest.fn().mockReturnValue(new Promise((resolve) => (respond = resolve)));
    render(<NewsletterForm testId="nl" />);
    fireEvent.change(email(), { target: { value: "ada@example.ng" } });
    fireEvent.click(submit());
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(global.fetch).toHaveBeenCalledWith("/api/newsletter", expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "ada@example.ng" }) }));
    jest.useFakeTimers();
    await act(async () => respond({ ok: true, status: 200, text: async () => JSON.stringify({ success: true }) }));
    expect(screen.getByText("Thank you for subscribing!")).toBeInTheDocument();
    expect(email()).toHaveValue("");
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText("Thank you for subscribing!")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Thank you for subscribing!")).not.toBeInTheDocument();
  });

  it("shows the spec's failure message when the server fails", async () => {
    global.fetch = answer(500, { success: false, code: "SERVER_ERROR", message: "boom" });
    render(<NewsletterForm testId="nl" />);
    fireEvent.change(email(), { target: { value: "ada@example.ng" } });
    fireEvent.click(submit());
    expect(await screen.findByText("An error occurred. Please try again later.")).toBeInTheDocument();
  });
});
