import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { ConfirmEmail } from "./confirm-email";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

describe("the account's Confirm your e-mail panel", () => {
  it("says what waits on the link and sends it again", async () => {
    apiRequest.mockResolvedValue({ sentTo: "ada@example.com" });
    render(<ConfirmEmail email="ada@example.com" />);
    expect(screen.getByRole("heading", { name: "Confirm your e-mail" })).toBeInTheDocument();
    expect(screen.getByTestId("confirm-email-form")).toHaveTextContent("cannot write reviews or add orders you placed as a guest");
    fireEvent.click(screen.getByTestId("confirm-email-send"));
    await waitFor(() => expect(screen.getByTestId("confirm-email-status")).toHaveTextContent("We sent a new link to ada@example.com."));
    expect(apiRequest).toHaveBeenCalledWith("/account/email-proof", { method: "POST" });
  });

  it("shows the limit's refusal as the footer's alert", async () => {
    apiRequest.mockRejectedValue(new ApiError(429, "TOO_MANY_REQUESTS", "You have asked for several links already."));
    render(<ConfirmEmail email="ada@example.com" />);
    fireEvent.click(screen.getByTestId("confirm-email-send"));
    await waitFor(() => expect(screen.getByTestId("confirm-email-failure")).toHaveTextContent("You have asked for several links already."));
  });
});
