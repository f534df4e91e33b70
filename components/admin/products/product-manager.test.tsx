import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { adminProductRow } from "@/lib/catalog/admin-product-row";
import { toProductView } from "@/lib/catalog/product-view";
import { ProductManager } from "./product-manager";
import { ApiError, apiRequest as requestApi } from "@/lib/api-client/api-client";
import { Notifications } from "@/components/ui/notifications";

jest.mock("@/lib/api-client/api-client", () => ({ ...jest.requireActual("@/lib/api-client/api-client"), apiRequest: jest.fn() }));
const apiRequest = jest.mocked(requestApi);

beforeEach(() => apiRequest.mockReset());

type Stored = Parameters<typeof toProductView>[0];
const product = (id: string, name: string, extra: Partial<Stored> = {}) =>
  toProductView({ _id: id, brand: "Maison Lagos", name, type: "Perfume", price: 50000, description: "Warm and bright.", notes: "", stock: 4, images: [{ url: "/products/a.svg" }], ...extra });

const row = (id: string, name: string, extra: Partial<Stored> = {}) => adminProductRow(product(id, name, extra));

const list = () => screen.getByRole("region", { name: "Product List" });

describe("ProductManager", () => {
  it("shows the empty list message", () => {
    render(<ProductManager initialProducts={[]} />, { wrapper: Notifications });
    expect(screen.getByText("No products available.")).toBeInTheDocument();
  });

  it("shows the promo price and promo line while a promo runs", () => {
    render(<ProductManager initialProducts={[row("1", "Oud", { promo: { discount: 20, startDate: new Date("2026-01-01T00:00:00.000Z"), endDate: new Date("2099-01-31T00:00:00.000Z") } })]} />, { wrapper: Notifications });
    expect(within(list()).getByText("₦40,000.00")).toBeInTheDocument();
    expect(within(list()).getByText("Promo: 20% off, Jan 01, 2026 to Jan 31, 2099 (running)")).toBeInTheDocument();
  });

  it("edits a promo's dates as the shop days they fall on in Lagos", async () => {
    // Seeded promos carry a time of day: 23:30 UTC is already the next day in Lagos.
    const promo = { discount: 15, startDate: new Date("2026-06-01T10:00:00.000Z"), endDate: new Date("2026-06-30T23:30:00.000Z") };
    apiRequest.mockResolvedValueOnce({ product: product("1", "Oud", { promo }) });
    render(<ProductManager initialProducts={[row("1", "Oud", { promo })]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    expect(await screen.findByRole("heading", { name: "Edit Product" })).toBeInTheDocument();
    expect(screen.getByLabelText("Promo start date")).toHaveValue("2026-06-01");
    expect(screen.getByLabelText("Promo end date")).toHaveValue("2026-07-01");
  });

  it("shows each size's stock and flags the sold-out ones", () => {
    const sizes = [
      { _id: "a".repeat(24), label: "30 ml", price: 30000, stock: 4, sku: "OUD-30" },
      { _id: "b".repeat(24), label: "100 ml", price: 70000, stock: 0, sku: "OUD-100" },
    ];
    render(<ProductManager initialProducts={[row("1", "Oud", { sizes, stock: 4 })]} />, { wrapper: Notifications });
    const stock = within(list()).getByRole("list", { name: "Stock by size of Oud" });
    expect(within(stock).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["30 ml · ₦30,000.00 · 4 in stock", "100 ml · ₦70,000.00 · Sold out"]);
  });

  it("edits a product's sizes: adds, reorders and removes rows, and sends them with their ids and the stock the form showed", async () => {
    const sizes = [
      { _id: "a".repeat(24), label: "30 ml", volumeMl: 30, price: 30000, stock: 4, sku: "OUD-30" },
      { _id: "b".repeat(24), label: "100 ml", volumeMl: 100, price: 70000, stock: 0, sku: "OUD-100" },
    ];
    apiRequest.mockResolvedValueOnce({ product: product("1", "Oud", { sizes, stock: 4 }) }).mockResolvedValueOnce({ product: product("1", "Oud", { sizes }) });
    render(<ProductManager initialProducts={[row("1", "Oud", { sizes, stock: 4 })]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    await screen.findByRole("heading", { name: "Edit Product" });
    const sizeRows = () => within(screen.getByRole("group", { name: "Sizes" })).getAllByRole("listitem");
    expect(sizeRows()).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Add size" }));
    const added = sizeRows()[2] as HTMLElement;
    fireEvent.change(within(added).getByLabelText("Size"), { target: { value: "50 ml" } });
    fireEvent.change(within(added).getByLabelText(/Volume/), { target: { value: "50" } });
    fireEvent.change(within(added).getByLabelText("Price (₦)"), { target: { value: "45000" } });
    fireEvent.change(within(added).getByLabelText("Stock"), { target: { value: "6" } });
    fireEvent.click(screen.getByRole("button", { name: "Move 50 ml up" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove 100 ml" }));
    fireEvent.change(within(sizeRows()[0] as HTMLElement).getByLabelText("Stock"), { target: { value: "9" } });
    fireEvent.click(screen.getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(2));
    const body = apiRequest.mock.calls[1]?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get("sizes")))).toEqual([
      { id: "a".repeat(24), label: "30 ml", volumeMl: "30", price: "30000", stock: "9", stockWas: "4", sku: "OUD-30" },
      { label: "50 ml", volumeMl: "50", price: "45000", stock: "6", sku: "" },
    ]);
    expect(body.get("price")).toBeNull();
  });

  it("holds only the fields its rows show, and reads the whole product from the server when Edit is chosen", async () => {
    const seo = { seoTitle: "Oud for evenings", seoDescription: "A warm oud.", scentNotes: { top: ["Saffron"], heart: ["Rose"], base: ["Oud"] }, concentration: "Eau de Parfum" as const };
    const listed = row("1", "Oud", seo);
    expect(Object.keys(listed).sort()).toEqual(["_id", "brand", "description", "image", "name", "price", "promo", "promoPrice", "promoState", "published", "sizes", "stock", "type"]);
    apiRequest.mockResolvedValueOnce({ product: product("1", "Oud", seo) });
    render(<ProductManager initialProducts={[listed]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    expect(await screen.findByRole("heading", { name: "Edit Product" })).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith("/products/update/1");
    expect(screen.getByRole("combobox", { name: /Concentration/ })).toHaveValue("Eau de Parfum");
    expect(screen.getByRole("combobox", { name: /Top notes/ })).toHaveValue("Saffron");
  });

  it("says so when the product to edit is gone, and keeps the upload form", async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(404, "NOT_FOUND", "Product not found"));
    render(<ProductManager initialProducts={[row("1", "Oud")]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Edit/ }));
    expect(await screen.findByTestId("toast-error")).toHaveTextContent("Edit failed: the product no longer exists");
    expect(screen.getByRole("heading", { name: "Upload Product" })).toBeInTheDocument();
  });

  it("shows a size's messages beside its own fields and focuses the first", () => {
    render(<ProductManager initialProducts={[]} />, { wrapper: Notifications });
    fireEvent.click(screen.getByRole("button", { name: "Add size" }));
    const [first, second] = within(screen.getByRole("group", { name: "Sizes" })).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    for (const row of [first, second]) {
      fireEvent.change(within(row).getByLabelText("Size"), { target: { value: "50 ml" } });
      fireEvent.change(within(row).getByLabelText("Price (₦)"), { target: { value: "100" } });
      fireEvent.change(within(row).getByLabelText("Stock"), { target: { value: "1" } });
    }
    fireEvent.change(within(first).getByLabelText(/SKU/), { target: { value: "bad sku" } });
    for (const [label, value] of [["Brand", "B"], ["Name", "N"], ["Description", "D"]] as const) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Upload Product" }));
    expect(within(first).getByText("SKU may use letters, digits and hyphens (2 to 32 characters)")).toBeInTheDocument();
    expect(within(first).getByLabelText(/SKU/)).toHaveFocus();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("validates the form with the spec's messages before sending", () => {
    render(<ProductManager initialProducts={[]} />, { wrapper: Notifications });
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
    render(<ProductManager initialProducts={[row("1", "Oud"), row("2", "Rose")]} />, { wrapper: Notifications });
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
    render(<ProductManager initialProducts={[row("1", "Oud")]} />, { wrapper: Notifications });
    fireEvent.click(within(list()).getByRole("button", { name: /Delete/ }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Product deleted successfully"));
    expect(screen.getByText("No products available.")).toBeInTheDocument();
  });
});
