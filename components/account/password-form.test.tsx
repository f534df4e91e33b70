import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { PasswordForm } from "./password-form";

jest.mock("@/lib/api-client/api-client");
jest.mock("@/components/auth/session-store");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

function fill(values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(screen.getByTestId(`password-${field}`), { target: { value } });
}

describe("the account's password form", () => {
  it("says the password changed in the kit's footer and empties the fields", async () => {
    apiRequest.mockResolvedValue({ message: "Password updated." });
    render(<PasswordForm />);
    fill({ currentPassword: "Old-pass1", newPassword: "New-pass12", confirmPassword: "New-pass12" });
    fireEvent.click(screen.getByTestId("password-submit"));
    await waitFor(() => expect(screen.getByTestId("password-status")).toHaveTextContent("Password updated."));
    expect(apiRequest).toHaveBeenCalledWith("/account/password", { method: "PUT", body: { currentPassword: "Old-pass1", newPassword: "New-pass12", confirmPassword: "New-pass12" } });
    expect(screen.getByTestId("password-newPassword")).toHaveValue("");
    expect(screen.queryByTestId("password-failure")).toBeNull();
  });

  it("shows a refusal that names no field as the footer's alert", async () => {
    apiRequest.mockRejectedValue(new ApiError(429, "TOO_MANY_REQUESTS", "Too many attempts. Try again later."));
    render(<PasswordForm />);
    fill({ currentPassword: "Old-pass1", newPassword: "New-pass12", confirmPassword: "New-pass12" });
    fireEvent.click(screen.getByTestId("password-submit"));
    await waitFor(() => expect(screen.getByTestId("password-failure")).toHaveTextContent("Too many attempts. Try again later."));
    expect(screen.getByTestId("password-status")).toBeEmptyDOMElement();
  });
});
