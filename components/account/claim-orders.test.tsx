import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { ClaimOrders } from "./claim-orders";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => {
  apiRequest.mockReset();
  refresh.mockReset();
});

describe("ClaimOrders", () => {
  it("follows the link once, even when React runs its effects twice, and says how many orders joined", async () => {
    apiRequest.mockResolvedValue({ joined: 2 });
    render(
      <StrictMode>
        <ClaimOrders token="the-token" />
      </StrictMode>,
    );
    expect(await screen.findByText("Your e-mail is confirmed: 2 orders were added to your account.")).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith("/account/orders/claim", { method: "POST", body: { token: "the-token" } });
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    apiRequest.mockRejectedValue(new ApiError(409, "CONFLICT", "This link has already been used."));
    render(<ClaimOrders token="used" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has already been used.");
  });
});
