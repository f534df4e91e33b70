import { act, fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "./contact-form";

const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) });

function fill(values: Partial<Record<"Name" | "Email" | "Message", string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("ContactForm", () => {
  it("shows the spec's messages for missing or malformed fields and sends nothing", async () => {
    global.fetch = jest.fn();
    render(<ContactForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    // The validator loads on the first send.
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    fill({ Email: "tunde@lagos" });
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Invalid email format")).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("shows 'Sending...', then success, and clears the form", async () => {
    let respond: (value: unknown) => void = () => {};
    global.fetch = jest.fn().mockReturnValue(new Promise((resolve) => (respond = resolve)));
    render(<ContactForm />);
    fill({ Name: "Tunde", Email: "tunde@example.ng", Message: "Do you deliver to Ibadan?" });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "Tunde", email: "tunde@example.ng", message: "Do you deliver to Ibadan?" }) }),
    );
    await act(async () => respond(reply(201, { success: true })));
    expect(screen.getByTestId("contact-success")).toHaveTextContent(/^Thank you/);
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("shows the spec's failure message when sending fails", async () => {
    global.fetch = jest.fn().mockResolvedValue(reply(500, { success: false, code: "SERVER_ERROR" }));
    render(<ContactForm />);
    fill({ Name: "Tunde", Email: "tunde@example.ng", Message: "Hello" });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Something went wrong. Please try again later.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Tunde");
  });
});
