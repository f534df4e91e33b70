import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { SizeDropForm } from "./size-drop-form";

jest.mock("@/lib/api-client/api-client", () => ({ ...jest.requireActual("@/lib/api-client/api-client"), apiRequest: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const apiRequest = jest.mocked(requestApi);

const SIZES = [
  { sizeId: "65f0000000000000000000a1", label: "50 ml", onSaleAt: "" },
  { sizeId: "65f0000000000000000000a2", label: "100 ml", onSaleAt: "2026-11-27T20:00" },
];

beforeEach(() => {
  apiRequest.mockReset();
  refresh.mockReset();
});

describe("SizeDropForm", () => {
  it("shows each size's time in Lagos and sends each, an emptied one as none", async () => {
    apiRequest.mockResolvedValue({ success: true, message: "Saved: each size with a time goes on sale then" });
    render(<SizeDropForm productId="p1" sizes={SIZES} />);
    expect(screen.getByLabelText("100 ml goes on sale at")).toHaveValue("2026-11-27T20:00");
    fireEvent.change(screen.getByLabelText("50 ml goes on sale at"), { target: { value: "2026-11-28T09:30" } });
    fireEvent.change(screen.getByLabelText("100 ml goes on sale at"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save size drops" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved: each size with a time goes on sale then"));
    expect(apiRequest).toHaveBeenCalledWith("/products/drop/p1/sizes", {
      method: "PUT",
      body: { sizes: [{ sizeId: SIZES[0]!.sizeId, onSaleAt: "2026-11-28T09:30:00+01:00" }, { sizeId: SIZES[1]!.sizeId, onSaleAt: "" }] },
    });
    expect(refresh).toHaveBeenCalled();
  });

  it("shows a refusal beside the size it is about", async () => {
    apiRequest.mockRejectedValue(new ApiError(400, "VALIDATION_ERROR", "Validation failed", { "sizes.1.sizeId": ["This size is no longer sold: reload the page"] }));
    render(<SizeDropForm productId="p1" sizes={SIZES} />);
    fireEvent.click(screen.getByRole("button", { name: "Save size drops" }));
    expect(await screen.findByText("This size is no longer sold: reload the page")).toBeInTheDocument();
    expect(screen.getByLabelText("100 ml goes on sale at")).toHaveAccessibleDescription(/This size is no longer sold/);
    expect(refresh).not.toHaveBeenCalled();
  });
});
