import { render, screen, within } from "@testing-library/react";
import { DataTable, type Column } from "./data-table";

interface Order {
  number: string;
  total: string;
  status: string;
}

const COLUMNS: Column<Order>[] = [
  { label: "Order", cell: (order) => order.number, rowHeader: true },
  { label: "Status", cell: (order) => order.status, sort: { href: "/admin/orders?sort=status", direction: "ascending" } },
  { label: "Total", cell: (order) => order.total, numeric: true, testId: "order-total", sort: { href: "/admin/orders?sort=total" } },
  { label: "Actions", hideLabel: true, cell: (order) => <a href={`/admin/orders/${order.number}`}>Open</a> },
];
const ORDERS: Order[] = [
  { number: "ORD-AAAAAAAAAA", total: "₦5,000.00", status: "Pending" },
  { number: "ORD-BBBBBBBBBB", total: "₦15,000.00", status: "Delivered" },
];

const orderNumber = (order: Order) => order.number;
const orderRow = (order: Order) => ({ "data-testid": "order-row", "data-status": order.status });

function table(rows: Order[] = ORDERS) {
  return render(
    <DataTable caption="Orders, newest first" columns={COLUMNS} rows={rows} rowKey={orderNumber} rowAttributes={orderRow} empty="No orders yet." emptyTestId="orders-empty" testId="orders" />,
  );
}

describe("the data table", () => {
  it("lists each row under its column headings, captioned for screen readers", () => {
    table();
    const orders = screen.getByRole("table", { name: "Orders, newest first" });
    expect(within(orders).getAllByRole("columnheader").map((heading) => heading.textContent)).toEqual(["Order", "Status ▲", "Total ↕", "Actions"]);
    const rows = screen.getAllByTestId("order-row");
    expect(rows.map((row) => row.getAttribute("data-status"))).toEqual(["Pending", "Delivered"]);
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("ORD-BBBBBBBBBB");
    expect(within(rows[1]!).getByRole("link", { name: "Open" })).toHaveAttribute("href", "/admin/orders/ORD-BBBBBBBBBB");
  });

  it("right-aligns numbers and names each cell by its column for the phone's stacked rows", () => {
    table();
    const total = screen.getAllByTestId("order-total")[0]!;
    expect(total.className).toContain("numeric");
    expect(total).toHaveAttribute("data-label", "Total");
    expect(screen.getByRole("columnheader", { name: "Total" }).className).toContain("numeric");
    expect(screen.getAllByRole("cell").filter((cell) => cell.textContent === "Open").every((cell) => !cell.hasAttribute("data-label"))).toBe(true);
  });

  it("makes a sortable heading a link that says how the list is sorted", () => {
    table();
    expect(screen.getByRole("columnheader", { name: "Status" })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: "Total" })).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Order" })).not.toHaveAttribute("aria-sort");
    expect(screen.getByRole("link", { name: "Total" })).toHaveAttribute("href", "/admin/orders?sort=total");
  });

  it("says so in place of the table when there is nothing to list", () => {
    table([]);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByTestId("orders-empty")).toHaveTextContent("No orders yet.");
  });
});
