import { apiRequest, refresh } from "@/tests/support/admin-form-mocks";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api-client/api-client";
import { BulkPriceForm } from "./bulk-price-form";

function move(kind: string, value: string) {
  fireEvent.change(screen.getByLabelText("How"), { target: { value: kind } });
  fireEvent.change(screen.getByTestId("bulk-price-value"), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Move prices" }));
}

describe("BulkPriceForm", () => {
  it("moves the prices of the list's search and says how many products moved", async () => {
    apiRequest.mockResolvedValue({ success: true, moved: 12, message: "Prices moved on 12 products" });
    render(<BulkPriceForm q="oud" total={12} />);
    expect(screen.getByTestId("bulk-price-form")).toHaveTextContent("12 products found for “oud”");
    move("percent", "10");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Prices moved on 12 products"));
    expect(apiRequest).toHaveBeenCalledWith("/products/bulk-price", expect.objectContaining({ body: { q: "oud", kind: "percent", value: 10 } }));
    expect(refresh).toHaveBeenCalled();
  });

  it("lists each size a refused move would leave without a price", async () => {
    apiRequest.mockRejectedValue(
      new ApiError(400, "VALIDATION_ERROR", "Validation failed", {
        "products.a.sizes.0.price": ["Ojú Rose: the price ₦1,500.00 would fall to ₦0 or less"],
        "products.b.sizes.1.price": ["Maison Oud, 100 ml: the price ₦900.00 would fall to ₦0 or less"],
      }),
    );
    render(<BulkPriceForm total={40} />);
    move("amount", "-2000");
    const refused = await screen.findByRole("list", { name: "Sizes the move would leave without a price" });
    expect(refused).toHaveTextContent("Ojú Rose: the price ₦1,500.00 would fall to ₦0 or less");
    expect(refused).toHaveTextContent("Maison Oud, 100 ml");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows a refused value beside its field", async () => {
    apiRequest.mockRejectedValue(new ApiError(400, "VALIDATION_ERROR", "Validation failed", { value: ["A percentage from -90 to 500, not 0"] }));
    render(<BulkPriceForm total={3} />);
    move("percent", "0");
    expect(await screen.findByText("A percentage from -90 to 500, not 0")).toBeInTheDocument();
  });
});
