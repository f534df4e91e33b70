import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { apiRequest as requestApi } from "@/lib/api-client/api-client";
import { SAVED_ITEMS_KEY } from "@/components/winback/saved-storage";
import { AuthModal } from "./auth-modal";

const signIn = jest.fn();
jest.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeAll(() => {
  // jsdom's dialog cannot open as a modal; the modal only asks it to.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

beforeEach(() => {
  signIn.mockReset();
  apiRequest.mockReset();
});

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the sign-in modal", () => {
  it("opens Forgot password? on the e-mail typed at login, and goes back to the login as it was", () => {
    render(<AuthModal initialMode="login" origin="/account" onDone={() => {}} />);
    fill("auth-email", "ada@example.com");
    fireEvent.click(screen.getByTestId("auth-forgot"));
    expect(screen.getByRole("heading", { name: "Forgot password?" })).toBeInTheDocument();
    expect(screen.getByTestId("forgot-email")).toHaveValue("ada@example.com");
    expect(screen.getByTestId("auth-form")).not.toBeVisible();
    fireEvent.click(screen.getByTestId("forgot-back"));
    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByTestId("auth-email")).toHaveValue("ada@example.com");
    expect(screen.queryByTestId("forgot-form")).toBeNull();
  });

  it("offers no Forgot password? while signing up", () => {
    render(<AuthModal initialMode="signup" origin="/account" onDone={() => {}} />);
    expect(screen.queryByTestId("auth-forgot")).toBeNull();
  });

  it("says to follow the e-mailed link, and signs nobody in, when an unconfirmed account held the address", async () => {
    apiRequest.mockResolvedValue({ success: true, confirmByEmail: true, message: "We have sent the address a link." });
    render(<AuthModal initialMode="signup" origin="/account" onDone={() => {}} />);
    fill("auth-name", "Amaka Obi");
    fill("auth-email", "amaka@example.com");
    fill("auth-password", "rightful-1");
    fireEvent.click(screen.getByTestId("auth-submit"));
    await waitFor(() => expect(screen.getByTestId("auth-notice")).toHaveTextContent("We have sent the address a link."));
    expect(signIn).not.toHaveBeenCalled();
  });

  it("sends the guest's saved list with the sign-in, and forgets the browser's copy only once signed in", async () => {
    const saved = [{ productId: "665f1c2e9b1d4a0012345678", sizeId: "665f1c2e9b1d4a0012345679" }];
    window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify(saved));
    signIn.mockResolvedValueOnce({ ok: false, error: "Email or password is incorrect" });
    render(<AuthModal initialMode="login" origin="/account" onDone={() => {}} />);
    fill("auth-email", "ada@example.com");
    fill("auth-password", "rightful-1");
    fireEvent.click(screen.getByTestId("auth-submit"));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith("customer", { email: "ada@example.com", password: "rightful-1", saved: JSON.stringify(saved), redirect: false }));
    await waitFor(() => expect(screen.getByTestId("auth-submit")).not.toBeDisabled());
    expect(window.localStorage.getItem(SAVED_ITEMS_KEY)).toBe(JSON.stringify(saved));

    signIn.mockResolvedValueOnce({ ok: true, error: null });
    fireEvent.click(screen.getByTestId("auth-submit"));
    await waitFor(() => expect(window.localStorage.getItem(SAVED_ITEMS_KEY)).toBeNull());
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
