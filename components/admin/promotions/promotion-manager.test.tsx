import { fireEvent, render, screen, within } from "@testing-library/react";
import { PROMOTION_MESSAGES, type PromotionView } from "@/lib/promotions/schemas";
import { PromotionManager } from "./promotion-manager";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { Notifications } from "@/components/ui/notifications";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

const promotion = (fields: Partial<PromotionView> = {}): PromotionView => ({
  _id: "p1",
  name: "Black Friday",
  code: "FRIDAY10",
  discount: 10,
  startDate: "2026-11-27",
  endDate: "2026-11-30",
  minSubtotal: 20000,
  usageLimit: 100,
  usedCount: 3,
  ...fields,
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const list = () => screen.getByRole("region", { name: "Promotions" });

describe("PromotionManager", () => {
  it("lists each promotion with its code, discount, days and uses", () => {
    render(<PromotionManager initialPromotions={[promotion()]} />, { wrapper: Notifications });
    const item = within(list()).getByTestId("promotion-item");
    expect(item).toHaveTextContent("FRIDAY10 · 10% off · Nov 27, 2026 to Nov 30, 2026");
    expect(item).toHaveTextContent("3 of 100 used · minimum ₦20,000.00");
  });

  it("checks the form with the spec's messages before sending", () => {
    render(<PromotionManager initialPromotions={[]} />, { wrapper: Notifications });
    type("Discount (%)", "0");
    type("Start date", "2026-12-01");
    type("End date", "2026-11-30");
    fireEvent.click(screen.getByRole("button", { name: "Add Promotion" }));
    for (const message of [PROMOTION_MESSAGES.name, PROMOTION_MESSAGES.code, PROMOTION_MESSAGES.discount, PROMOTION_MESSAGES.dateOrder]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("adds a promotion and says so", async () => {
    apiRequest.mockResolvedValue({ promotion: promotion({ _id: "p2", name: "Welcome", code: "WELCOME", usedCount: 0 }) });
    render(<PromotionManager initialPromotions={[]} />, { wrapper: Notifications });
    type("Name", "Welcome");
    type("Code", " welcome ");
    type("Discount (%)", "10");
    type("Start date", "2026-11-27");
    type("End date", "2026-11-30");
    fireEvent.click(screen.getByRole("button", { name: "Add Promotion" }));
    expect(await screen.findByText(PROMOTION_MESSAGES.added)).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith("/promotions", {
      method: "POST",
      body: { name: "Welcome", code: "WELCOME", discount: 10, startDate: "2026-11-27", endDate: "2026-11-30", minSubtotal: null, usageLimit: null },
    });
    expect(within(list()).getByTestId("promotion-item")).toHaveAttribute("data-code", "WELCOME");
  });

  it("edits in place, and Cancel returns to adding", async () => {
    apiRequest.mockResolvedValue({ promotion: promotion({ discount: 15 }) });
    render(<PromotionManager initialPromotions={[promotion()]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    expect(screen.getByRole("heading", { name: "Edit Promotion" })).toBeInTheDocument();
    expect(screen.getByLabelText("Code", { exact: false })).toHaveValue("FRIDAY10");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Add Promotion" })).toBeInTheDocument();
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    type("Discount (%)", "15");
    fireEvent.click(screen.getByRole("button", { name: "Update Promotion" }));
    expect(await screen.findByText(PROMOTION_MESSAGES.updated)).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith("/promotions/p1", expect.objectContaining({ method: "PUT" }));
    expect(within(list()).getByTestId("promotion-item")).toHaveTextContent("15% off");
  });

  it("shows the server's message for a code another promotion has", async () => {
    apiRequest.mockRejectedValue(new ApiError(409, "CONFLICT", PROMOTION_MESSAGES.duplicate, { code: [PROMOTION_MESSAGES.duplicate] }));
    render(<PromotionManager initialPromotions={[]} />, { wrapper: Notifications });
    type("Name", "Copy");
    type("Code", "FRIDAY10");
    type("Discount (%)", "5");
    type("Start date", "2026-11-27");
    type("End date", "2026-11-30");
    fireEvent.click(screen.getByRole("button", { name: "Add Promotion" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PROMOTION_MESSAGES.duplicate);
    expect(screen.getByLabelText("Code", { exact: false })).toHaveAttribute("aria-invalid", "true");
  });

  it("asks before removing, then removes and says so", async () => {
    apiRequest.mockResolvedValue({ success: true });
    render(<PromotionManager initialPromotions={[promotion()]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Remove/ }));
    expect(screen.getByText(PROMOTION_MESSAGES.confirmRemove)).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByTestId("remove-promotion-dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(PROMOTION_MESSAGES.removed)).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith("/promotions/p1", { method: "DELETE" });
    expect(screen.getByText("No promotions yet.")).toBeInTheDocument();
  });
});
