import { apiRequest, refresh } from "@/tests/support/admin-form-mocks";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApiError } from "@/lib/api-client/api-client";
import { toProductView } from "@/lib/catalog/product-view";
import { SizeGrid } from "./size-grid";

const OUD = "a".repeat(24);
const ROSE = "b".repeat(24);
const sizes = [
  { _id: "1".repeat(24), label: "50 ml", price: 45000, stock: 4, sku: "ML-OUD-50" },
  { _id: "2".repeat(24), label: "100 ml", price: 72000, stock: 2, sku: "ML-OUD-100" },
];
const products = [
  toProductView({ _id: OUD, brand: "Maison Lagos", name: "Oud", type: "Perfume", price: 45000, description: "Warm.", stock: 6, sizes, images: [] }),
  toProductView({ _id: ROSE, brand: "Ojú", name: "Rose", type: "Perfume", price: 1500, description: "Rose.", stock: 9, sizes: [{ _id: "3".repeat(24), label: "", price: 1500, stock: 9, sku: "OJ-ROSE" }], images: [] }),
];

const cell = (name: string) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;

function openGrid() {
  render(<SizeGrid products={products} />);
  fireEvent.click(screen.getByRole("button", { name: "Edit the 3 sizes of this page" }));
}

describe("SizeGrid", () => {
  it("draws its table only when the owner opens it, and keeps what was typed when closed and opened again", () => {
    render(<SizeGrid products={products} />);
    const toggle = screen.getByRole("button", { name: "Edit the 3 sizes of this page" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("spinbutton")).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.change(cell("Stock of Ojú Rose"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Close the grid" }));
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit the 3 sizes of this page" }));
    expect(cell("Stock of Ojú Rose")).toHaveValue(12);
    expect(screen.getByRole("button", { name: "Save 1 change" })).toBeEnabled();
  });

  it("is a table of labelled inputs the arrow keys and Enter move through", () => {
    openGrid();
    const table = screen.getByRole("table", { name: "Price, stock and SKU of each size" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    const price = cell("Price (₦) of Maison Lagos Oud, 50 ml");
    price.focus();
    fireEvent.keyDown(price, { key: "ArrowDown" });
    expect(document.activeElement).toBe(cell("Price (₦) of Maison Lagos Oud, 100 ml"));
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(document.activeElement).toBe(cell("Price (₦) of Ojú Rose"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(cell("Stock of Ojú Rose"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "SKU of Ojú Rose" }));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "SKU of Maison Lagos Oud, 100 ml" }));
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("saves every changed size in one step, with the stock the grid showed", async () => {
    apiRequest.mockResolvedValue({ success: true, saved: 2, refused: [], message: "Saved 2 sizes" });
    openGrid();
    fireEvent.change(cell("Price (₦) of Maison Lagos Oud, 100 ml"), { target: { value: "75000" } });
    fireEvent.change(cell("Stock of Ojú Rose"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save 2 changes" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved 2 sizes"));
    expect(apiRequest).toHaveBeenCalledWith("/products/sizes", {
      body: {
        rows: [
          { product: OUD, size: "2".repeat(24), price: 75000, stock: 2, stockWas: 2, sku: "ML-OUD-100" },
          { product: ROSE, size: "3".repeat(24), price: 1500, stock: 12, stockWas: 9, sku: "OJ-ROSE" },
        ],
      },
    });
    expect(refresh).toHaveBeenCalled();
  });

  it("shows each refused size's reason on its own row, and a field error on the row it names", async () => {
    apiRequest.mockResolvedValueOnce({ success: true, saved: 0, refused: [{ size: "2".repeat(24), reason: "Another product uses this SKU" }], message: "Saved 0 sizes; 1 left as they were" });
    openGrid();
    fireEvent.change(screen.getByRole("textbox", { name: "SKU of Maison Lagos Oud, 100 ml" }), { target: { value: "OJ-ROSE" } });
    fireEvent.click(screen.getByRole("button", { name: "Save 1 change" }));
    const row = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;
    expect(await within(row("Maison Lagos Oud, 100 ml")).findByText("Another product uses this SKU")).toBeInTheDocument();
    expect(within(row("Ojú Rose")).queryByTestId("size-grid-error")).toBeNull();
    apiRequest.mockRejectedValueOnce(new ApiError(400, "VALIDATION_ERROR", "Validation failed", { "rows.0.price": ["Price must be a positive number"] }));
    fireEvent.change(cell("Price (₦) of Ojú Rose"), { target: { value: "-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save 2 changes" }));
    expect(await within(row("Maison Lagos Oud, 100 ml")).findByText("Price (₦): Price must be a positive number")).toBeInTheDocument();
  });
});
