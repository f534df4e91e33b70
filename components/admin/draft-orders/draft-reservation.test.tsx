import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api-client/api-client";
import { DraftReservation } from "./draft-reservation";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/api-client/api-client", () => ({ ...jest.requireActual("@/lib/api-client/api-client"), apiRequest: jest.fn() }));
const { apiRequest } = jest.requireMock<{ apiRequest: jest.Mock }>("@/lib/api-client/api-client");

const DRAFT = "65f000000000000000000001";

beforeEach(() => {
  apiRequest.mockReset();
  refresh.mockReset();
});

describe("a draft's stock reservation", () => {
  it("reserves until the time typed in Lagos time", async () => {
    apiRequest.mockResolvedValueOnce({ success: true });
    render(<DraftReservation draftId={DRAFT} reservedUntil={null} />);
    fireEvent.change(screen.getByLabelText("Reserve stock until (Lagos time)"), { target: { value: "2026-03-05T18:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Reserve" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(apiRequest).toHaveBeenCalledWith(`/api/admin/draft-orders/${DRAFT}/reservation`, { method: "POST", body: { until: "2026-03-05T18:30:00+01:00" } });
  });

  it("shows the refusal on the field, and nothing changes", async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(409, "conflict", "Only 1 of Maison Lagos Midnight Oud left in stock; please lower the quantity.", {}, "out-of-stock"));
    render(<DraftReservation draftId={DRAFT} reservedUntil={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Reserve" }));
    expect(await screen.findByText("Only 1 of Maison Lagos Midnight Oud left in stock; please lower the quantity.")).toBeInTheDocument();
    expect(screen.getByLabelText("Reserve stock until (Lagos time)")).toHaveAttribute("aria-invalid", "true");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows until when the stock is reserved, in Lagos time, and releases it", async () => {
    apiRequest.mockResolvedValueOnce({ success: true });
    render(<DraftReservation draftId={DRAFT} reservedUntil="2026-03-05T17:30:00.000Z" />);
    expect(screen.getByTestId("draft-reserved-until")).toHaveTextContent("Stock reserved until Mar 05, 2026, 6:30 PM (Lagos time)");
    fireEvent.click(screen.getByRole("button", { name: "Release" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(apiRequest).toHaveBeenCalledWith(`/api/admin/draft-orders/${DRAFT}/reservation`, { method: "DELETE" });
  });
});
