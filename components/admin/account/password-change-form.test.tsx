import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PasswordChangeForm } from "./password-change-form";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("PasswordChangeForm", () => {
  it("rates the new password as it is typed", () => {
    render(<PasswordChangeForm idPrefix="t" onChanged={jest.fn()} />);
    const input = screen.getByLabelText("New password");
    fireEvent.change(input, { target: { value: "password" } });
    expect(screen.getByTestId("password-strength")).toHaveTextContent("Strength: weak");
    fireEvent.change(input, { target: { value: "Abcdefg1" } });
    expect(screen.getByTestId("password-strength")).toHaveTextContent("Strength: medium");
    fireEvent.change(input, { target: { value: "Abcdefg1!" } });
    expect(screen.getByTestId("password-strength")).toHaveTextContent("Strength: strong");
  });

  it.each([
    ["", "Brand-New-Passw0rd!", "Brand-New-Passw0rd!", "Current password is required"],
    ["Old-Passw0rd!", "", "", "New password is required"],
    ["Old-Passw0rd!", "password", "password", "Password is too weak. Use at least 8 characters with uppercase, lowercase, numbers, and symbols"],
    ["Old-Passw0rd!", "Ab1!xyz", "Ab1!xyz", "Password must be at least 8 characters"],
    ["Old-Passw0rd!", "abcdefgh!!", "abcdefgh!!", "Password must contain uppercase, lowercase, and number"],
    ["Old-Passw0rd!", "Brand-New-Passw0rd!", "Brand-New-Passw0rd?", "Passwords do not match"],
  ])("shows the spec's message for %j / %j / %j without calling the server", (current, next, confirm, message) => {
    render(<PasswordChangeForm idPrefix="t" onChanged={jest.fn()} />);
    fill(current, next, confirm);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("shows the spec's failure message when the server fails, not the status code's", async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(500, "SERVER_ERROR", "Server error: Something went wrong on our end. Please try again later."));
    render(<PasswordChangeForm idPrefix="t" onChanged={jest.fn()} />);
    fill("Old-Passw0rd!", "Brand-New-Passw0rd!");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to update password. Please try again."));
  });

  it("shows the server's refusal of a wrong current password, and reports a change", async () => {
    const message = "Current password or admin key is incorrect. Please verify your credentials.";
    apiRequest.mockRejectedValueOnce(new ApiError(403, "FORBIDDEN", message, { currentPassword: [message] }));
    const onChanged = jest.fn();
    render(<PasswordChangeForm idPrefix="t" onChanged={onChanged} />);
    fill("Wrong-Passw0rd!", "Brand-New-Passw0rd!");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(message));
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");

    apiRequest.mockResolvedValueOnce({ success: true });
    fill("Old-Passw0rd!", "Brand-New-Passw0rd!");
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith("Password updated successfully!"));
    expect(apiRequest).toHaveBeenLastCalledWith("/admin/password", expect.objectContaining({ method: "PUT", body: { currentPassword: "Old-Passw0rd!", newPassword: "Brand-New-Passw0rd!", confirmPassword: "Brand-New-Passw0rd!" } }));
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });
});
