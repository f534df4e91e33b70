import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { ConfirmEmail, GuestOrders } from "./email-proof-panel";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

describe.each([
  { panel: ConfirmEmail, name: "confirm-email", title: "Confirm your e-mail", note: "cannot write reviews or add orders you placed as a guest", sent: "We sent a new link to ada@example.com." },
  { panel: GuestOrders, name: "guest-orders", title: "Earlier orders", note: "Ordered as a guest with ada@example.com?", sent: "We sent a link to ada@example.com." },
])("the account's $title panel", ({ panel: Panel, name, title, note, sent }) => {
  it("says what the link does, asks for it and says where it went in the kit's footer", async () => {
    apiRequest.mockResolvedValue({ sentTo: "ada@example.com" });
    render(<Panel email="ada@example.com" />);
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: title })).toHaveTextContent(note);
    fireEvent.click(screen.getByTestId(`${name}-send`));
    await waitFor(() => expect(screen.getByTestId(`${name}-status`)).toHaveTextContent(sent));
    expect(apiRequest).toHaveBeenCalledWith("/account/email-proof", { method: "POST" });
    expect(screen.queryByTestId(`${name}-failure`)).toBeNull();
  });

  it("shows the limit's refusal as the footer's alert", async () => {
    apiRequest.mockRejectedValue(new ApiError(429, "TOO_MANY_REQUESTS", "You have asked for several links already."));
    render(<Panel email="ada@example.com" />);
    fireEvent.click(screen.getByTestId(`${name}-send`));
    await waitFor(() => expect(screen.getByTestId(`${name}-failure`)).toHaveTextContent("You have asked for several links already."));
    expect(screen.getByTestId(`${name}-status`)).toBeEmptyDOMElement();
  });
});
