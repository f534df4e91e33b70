import { apiRequest } from "@/tests/support/admin-form-mocks";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Notifications } from "@/components/ui/notifications";
import { adminProductRow } from "@/lib/catalog/admin-product-row";
import { toProductView } from "@/lib/catalog/product-view";
import { ProductManager } from "./product-manager";

const OUD = "a".repeat(24);
const ROSE = "b".repeat(24);
const MUSK = "c".repeat(24);
const whole = (id: string, name: string, published?: boolean) =>
  toProductView({ _id: id, brand: "Ojú", name, type: "Perfume", price: 50000, description: "Warm.", notes: "", stock: 4, images: [{ url: "/products/a.svg" }], published });
const product = (id: string, name: string, published?: boolean) => adminProductRow(whole(id, name, published));
const products = [product(OUD, "Oud"), product(ROSE, "Rose", false), product(MUSK, "Musk")];

function manager() {
  render(<ProductManager initialProducts={products} list={{ total: 3 }} />, { wrapper: Notifications });
  return screen.getByRole("region", { name: "Product List" });
}

const row = (name: string) => screen.getAllByTestId("admin-product").find((item) => within(item).queryByRole("heading", { name: new RegExp(`^${name}`) }))!;
const rowBoxes = () => screen.getAllByTestId("admin-product-choose");

describe("Tick all on this page", () => {
  it("ticks every row of the page, shows mixed when only some are ticked, and unticks them all", async () => {
    const list = manager();
    const all = within(list).getByRole("checkbox", { name: /Tick all on this page/ });
    expect(all).not.toBeChecked();
    fireEvent.click(all);
    rowBoxes().forEach((box) => expect(box).toBeChecked());
    expect(all).toBeChecked();
    expect(screen.getByRole("radio", { name: "The 3 ticked in the list" })).toBeChecked();

    fireEvent.click(within(row("Rose")).getByRole("checkbox", { name: "Choose Rose" }));
    expect(all).toBePartiallyChecked();
    expect(all).not.toBeChecked();

    // From mixed, one press ticks them all again; the next unticks them all.
    fireEvent.click(all);
    rowBoxes().forEach((box) => expect(box).toBeChecked());
    expect(all).not.toBePartiallyChecked();
    fireEvent.click(all);
    rowBoxes().forEach((box) => expect(box).not.toBeChecked());
    expect(screen.getByRole("radio", { name: "The 0 ticked in the list" })).toBeChecked();
  });

  it("hides the ticked products in one bulk edit", async () => {
    apiRequest.mockResolvedValue({ success: true, edited: 3, refused: [], message: "Hidden on 3 products" });
    manager();
    fireEvent.click(screen.getByRole("checkbox", { name: /Tick all on this page/ }));
    const form = screen.getByRole("form", { name: "Edit products in bulk" });
    fireEvent.change(within(form).getByLabelText("Change"), { target: { value: "hide" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith("/products/bulk-edit", expect.objectContaining({ body: { ids: [OUD, ROSE, MUSK], edit: { change: "hide" } } })));
  });
});

describe("Published or hidden on the product list and form", () => {
  it("marks a hidden product Hidden in the list, and only that one", () => {
    manager();
    expect(within(row("Rose")).getByTestId("admin-product-hidden")).toHaveTextContent("Hidden");
    expect(within(row("Oud")).queryByTestId("admin-product-hidden")).toBeNull();
  });

  it("shows the form's Published box as the product is, and sends the owner's choice", async () => {
    apiRequest.mockResolvedValueOnce({ product: whole(ROSE, "Rose", false) }).mockResolvedValue({ product: whole(ROSE, "Rose", true) });
    manager();
    fireEvent.click(within(row("Rose")).getByRole("button", { name: /Edit/ }));
    await screen.findByRole("heading", { name: "Edit Product" });
    const box = screen.getByRole("checkbox", { name: "Published" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Untick to hide it/);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(2));
    expect((apiRequest.mock.calls[1]?.[1]?.body as FormData).get("published")).toBe("true");
  });

  it("starts a new product published", () => {
    manager();
    expect(screen.getByRole("checkbox", { name: "Published" })).toBeChecked();
  });
});
