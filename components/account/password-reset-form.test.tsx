import { fireEvent, render, screen } from "@testing-library/react";
import { AuthModalProvider } from "@/components/auth/auth-modal-context";
import { PASSWORD_RESET_MESSAGES } from "@/lib/account/password-reset-schemas";
import { apiRequest as requestApi } from "@/lib/api-client/api-client";
import { PasswordResetForm } from "./password-reset-form";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the reset link's password form", () => {
  it("refuses passwords that differ without sending", () => {
    render(<PasswordResetForm token="link-token" />, { wrapper: AuthModalProvider });
    type("New password", "a-long-Passw0rd!");
    type("Confirm new password", "another-Passw0rd!");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("sends the new password with the link's token, then shows the server's message in place of the form", async () => {
    apiRequest.mockResolvedValue({ message: PASSWORD_RESET_MESSAGES.done });
    render(<PasswordResetForm token="link-token" />, { wrapper: AuthModalProvider });
    type("New password", "a-long-Passw0rd!");
    type("Confirm new password", "a-long-Passw0rd!");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByRole("status")).toHaveTextContent(PASSWORD_RESET_MESSAGES.done);
    expect(screen.queryByTestId("reset-form")).toBeNull();
    expect(apiRequest).toHaveBeenCalledWith("/account/password-reset", { method: "PUT", body: { token: "link-token", password: "a-long-Passw0rd!", confirmPassword: "a-long-Passw0rd!" } });
  });

  it("shows a missing token as the form's failure", () => {
    render(<PasswordResetForm token="" />, { wrapper: AuthModalProvider });
    type("New password", "a-long-Passw0rd!");
    type("Confirm new password", "a-long-Passw0rd!");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(screen.getByTestId("reset-error")).toHaveTextContent(PASSWORD_RESET_MESSAGES.linkInvalid);
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
