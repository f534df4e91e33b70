import { apiRequest, refresh } from "@/tests/support/admin-form-mocks";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Notifications } from "@/components/ui/notifications";
import { ApiError } from "@/lib/api-client/api-client";
import { adminProductRow } from "@/lib/catalog/admin-product-row";
import { toProductView } from "@/lib/catalog/product-view";
import { ProductManager } from "./product-manager";

const OUD = "a".repeat(24);
const ROSE = "b".repeat(24);
const MUSK = "c".repeat(24);
const product = (id: string, name: string) => adminProductRow(toProductView({ _id: id, brand: "Ojú", name, type: "Perfume", price: 50000, description: "Warm.", notes: "", stock: 4, images: [{ url: "/products/a.svg" }] }));
const products = [product(OUD, "Oud"), product(ROSE, "Rose"), product(MUSK, "Musk")];

function manager(q?: string) {
  render(<ProductManager initialProducts={products} list={{ q, total: 40 }} />, { wrapper: Notifications });
  return screen.getByRole("form", { name: "Edit products in bulk" });
}

const row = (name: string) => screen.getAllByTestId("admin-product").find((item) => within(item).queryByRole("heading", { name }))!;

describe("Bulk edit on the product list", () => {
  it("sets the stock of the products ticked with the keyboard's checkboxes, and says what it did", async () => {
    apiRequest.mockResolvedValue({ success: true, edited: 2, refused: [], message: "Stock set to 5 per size on 2 products" });
    const form = manager();
    fireEvent.click(within(row("Oud")).getByRole("checkbox", { name: "Choose Oud" }));
    fireEvent.click(within(row("Musk")).getByRole("checkbox", { name: "Choose Musk" }));
    expect(within(form).getByRole("radio", { name: "The 2 ticked in the list" })).toBeChecked();
    fireEvent.change(within(form).getByLabelText("Change"), { target: { value: "stock" } });
    fireEvent.change(within(form).getByLabelText("Units in each size"), { target: { value: "5" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Stock set to 5 per size on 2 products"));
    expect(apiRequest).toHaveBeenCalledWith("/products/bulk-edit", expect.objectContaining({ body: { ids: [OUD, MUSK], edit: { change: "stock", stock: 5 } } }));
    expect(refresh).toHaveBeenCalled();
  });

  it("sets a promotion on the whole list a search finds", async () => {
    apiRequest.mockResolvedValue({ success: true, edited: 40, refused: [], message: "Promotion of 10% set on 40 products" });
    const form = manager("oud");
    fireEvent.click(within(form).getByRole("radio", { name: "The whole list: all 40 found for “oud”" }));
    fireEvent.change(within(form).getByLabelText("Change"), { target: { value: "promo" } });
    fireEvent.change(within(form).getByLabelText("Promotion discount (%)"), { target: { value: "10" } });
    fireEvent.change(within(form).getByLabelText(/Promotion until/), { target: { value: "2026-12-31" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith("/products/bulk-edit", expect.objectContaining({ body: { all: true, q: "oud", edit: { change: "promo", discount: 10, startDate: "", endDate: "2026-12-31" } } })));
  });

  it("shows each product the edit left as it was beside its row, with why", async () => {
    const reason = "The price of the size (₦1,500.00) would fall to ₦0 or less";
    apiRequest.mockResolvedValue({ success: true, edited: 1, refused: [{ id: ROSE, name: "Ojú Rose", reason }], message: "Prices moved by -₦1,500.00 on 1 product; 1 left as they were" });
    const form = manager();
    fireEvent.click(within(row("Oud")).getByRole("checkbox", { name: "Choose Oud" }));
    fireEvent.click(within(row("Rose")).getByRole("checkbox", { name: "Choose Rose" }));
    fireEvent.change(within(form).getByLabelText("Price move"), { target: { value: "amount" } });
    fireEvent.change(within(form).getByLabelText(/Naira/), { target: { value: "-1500" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(await within(row("Rose")).findByTestId("admin-product-refused")).toHaveTextContent(`Left as it was: ${reason}`);
    expect(within(row("Oud")).queryByTestId("admin-product-refused")).toBeNull();
    expect(within(form).getByRole("list", { name: "Products left as they were" })).toHaveTextContent(`Ojú Rose: ${reason}`);
  });

  it("shows a refused value beside its field and a refused choice in the footer", async () => {
    apiRequest.mockRejectedValueOnce(new ApiError(400, "VALIDATION_ERROR", "Validation failed", { "edit.value": ["A percentage from -90 to 500, not 0"] }));
    const form = manager();
    fireEvent.click(within(row("Oud")).getByRole("checkbox", { name: "Choose Oud" }));
    fireEvent.change(within(form).getByLabelText(/Percent/), { target: { value: "0" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(await within(form).findByText("A percentage from -90 to 500, not 0")).toBeInTheDocument();
    apiRequest.mockRejectedValueOnce(new ApiError(400, "VALIDATION_ERROR", "Validation failed", { ids: ["Choose the products to edit, or the whole list"] }));
    fireEvent.click(within(row("Oud")).getByRole("checkbox", { name: "Choose Oud" }));
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    expect(await within(form).findByText("Choose the products to edit, or the whole list")).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
