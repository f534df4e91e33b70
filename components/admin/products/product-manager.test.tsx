import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toProductView } from "@/lib/catalog/product-view";
import { ProductManager } from "./product-manager";
import { apiRequest as requestApi } from "@/lib/api-client/api-client";

jest.mock("@/lib/api-client/api-client");
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

type Stored = Parameters<typeof toProductView>[0];
const product = (id: string, name: string, extra: Partial<Stored> = {}) =>
  toProductView({ _id: id, brand: "Maison Lagos", name, type: "Perfume", price: 50000, description: "Warm and bright.", notes: "", stock: 4, images: [{ url: "/products/a.svg" }], ...extra });

const list = () => screen.getByRole("region", { name: "Product List" });

describe("ProductManager", () => {
  it("shows the empty list message", () => {
    render(<ProductManager initialProducts={[]} />);
    expect(screen.getByText("No products available.")).toBeInTheDocument();
  });

  it("shows the promo price and promo line while a promo runs", () => {
    render(<ProductManager initialProducts={[product("1", "Oud", { promo: { discount: 20, startDate: new Date("2026-01-01T00:00:00.000Z"), endDate: new Date("2099-01-31T00:00:00.000Z") } })]} />);
    expect(within(list()).getByText("₦40,000.00")).toBeInTheDocument();
    expect(within(list()).getByText("Promo: 20% off, Jan 01, 2026 to Jan 31, 2099 (running)")).toBeInTheDocument();
  });

  it("edits a promo's dates as the shop days they fall on in Lagos", () => {
    // Seeded promos carry a time of day: 23:30 UTC is already the next day in Lagos.
    const promo = { discount: 15, startDate: new Date("2026-06-01T10:00:00.000Z"), endDate: new Date("2026-06-30T23:30:00.000Z") };
    render(<ProductManager initialProducts={[product("1", "Oud", { promo })]} />);
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    expect(screen.getByLabelText("Promo start date")).toHaveValue("2026-06-01");
    expect(screen.getByLabelText("Promo end date")).toHaveValue("2026-07-01");
  });

  it("validates the form with the spec's messages before sending", () => {
    render(<ProductManager initialProducts={[]} />);
    fireEvent.change(screen.getByLabelText("Discount (%)"), { target: { value: "150" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload Product" }));
    for (const message of ["Brand is required", "Name is required", "Price must be a positive number", "Description is required", "Stock must be a non-negative number", "Discount must be between 0 and 100", "Image is required"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("removes a deleted product at once and puts it back when the server refuses", async () => {
    let fail: (error: Error) => void = () => {};
    apiRequest.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    render(<ProductManager initialProducts={[product("1", "Oud"), product("2", "Rose")]} />);
    fireEvent.click(within(list()).getAllByRole("button", { name: /Delete/ })[0] as HTMLElement);
    expect(screen.getByText("Are you sure you want to delete this product?")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(within(list()).queryByRole("heading", { name: "Oud" })).not.toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith("/products/delete/1", { method: "DELETE" });
    await act(async () => fail(new Error("Server error")));
    expect(within(list()).getByRole("heading", { name: "Oud" })).toBeInTheDocument();
    expect(screen.getByTestId("toast-error")).toHaveTextContent("Delete failed");
  });

  it("confirms a successful delete", async () => {
    apiRequest.mockResolvedValueOnce({ success: true });
    render(<ProductManager initialProducts={[product("1", "Oud")]} />);
    fireEvent.click(within(list()).getByRole("button", { name: /Delete/ }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Product deleted successfully"));
    expect(screen.getByText("No products available.")).toBeInTheDocument();
  });
});
