import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { GuestOrders } from "./guest-orders";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

describe("the account's earlier orders", () => {
  it("asks for the e-mailed link and says where it went in the kit's footer", async () => {
    apiRequest.mockResolvedValue({ sentTo: "ada@example.com" });
    render(<GuestOrders email="ada@example.com" />);
    fireEvent.click(screen.getByTestId("guest-orders-send"));
    await waitFor(() => expect(screen.getByTestId("guest-orders-status")).toHaveTextContent("We sent a link to ada@example.com."));
    expect(apiRequest).toHaveBeenCalledWith("/account/email-proof", { method: "POST" });
    expect(screen.queryByTestId("guest-orders-failure")).toBeNull();
  });

  it("shows a refusal as the footer's alert", async () => {
    apiRequest.mockRejectedValue(new ApiError(429, "TOO_MANY_REQUESTS", "Too many links asked for. Try again in an hour."));
    render(<GuestOrders email="ada@example.com" />);
    fireEvent.click(screen.getByTestId("guest-orders-send"));
    await waitFor(() => expect(screen.getByTestId("guest-orders-failure")).toHaveTextContent("Too many links asked for."));
    expect(screen.getByTestId("guest-orders-status")).toBeEmptyDOMElement();
  });
});
