import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AdminLoginForm } from "./admin-login-form";

const signIn = jest.fn();
const replace = jest.fn();

jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh: jest.fn() }) }));

beforeEach(() => {
  signIn.mockReset();
  replace.mockReset();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("AdminLoginForm", () => {
  it("shows the spec's messages, clears a field's error when it is edited, and sends nothing", () => {
    render(<AdminLoginForm returnPath="/admin" notice={null} />);
    fill("Email", "not-an-email");
    fireEvent.click(screen.getByRole("button", { name: "Login as Admin" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Admin key is required")).toBeInTheDocument();
    fill("Password", "abc");
    expect(screen.queryByText("Password is required")).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("reads 'Authenticating Admin...' while busy and goes to the remembered path", async () => {
    let finish: (value: { error: null }) => void = () => {};
    signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<AdminLoginForm returnPath="/admin/orders" notice="You have been logged out successfully." />);
    expect(screen.getByRole("status")).toHaveTextContent("You have been logged out successfully.");
    fill("Email", "Owner@Scents.ng");
    fill("Password", "secret-pass");
    fill("Security key", "KEY-1234");
    fireEvent.click(screen.getByRole("button", { name: "Login as Admin" }));
    expect(screen.getByRole("button", { name: "Authenticating Admin..." })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith("admin", { email: "owner@scents.ng", password: "secret-pass", securityKey: "KEY-1234", redirect: false });
    finish({ error: null });
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/admin/orders"));
  });

  it("shows the server's message, or the spec's fallback", async () => {
    signIn.mockResolvedValueOnce({ error: "Too many failed login attempts. Please try again in 15 minutes." });
    render(<AdminLoginForm returnPath="/admin" notice={null} />);
    fill("Email", "owner@scents.ng");
    fill("Password", "secret-pass");
    fill("Security key", "KEY-1234");
    fireEvent.click(screen.getByRole("button", { name: "Login as Admin" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed login attempts. Please try again in 15 minutes.");
    signIn.mockRejectedValueOnce(new Error("network"));
    fireEvent.click(screen.getByRole("button", { name: "Login as Admin" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Admin login failed. Please try again."));
    expect(replace).not.toHaveBeenCalled();
  });
});
