"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { FormFooter } from "@/components/ui/form-footer";
import { TitledSection } from "@/components/ui/titled-section";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { AdminProductRow } from "@/lib/catalog/admin-product-row";
import type { SizeGridAnswer } from "@/lib/catalog/size-grid-schema";
import fieldStyles from "@/components/ui/form-field.module.css";
import formStyles from "../form.module.css";

type Cell = "price" | "stock" | "sku";
const CELLS: readonly Cell[] = ["price", "stock", "sku"];
const CELL_WORDS: Readonly<Record<Cell, string>> = { price: "Price (₦)", stock: "Stock", sku: "SKU" };

interface GridRow {
  product: string;
  size: string;
  name: string;
  price: number;
  stock: number;
  sku: string;
}

/** What the grid reads of a product. */
type GridProduct = Pick<AdminProductRow, "_id" | "brand" | "name" | "sizes">;

const rowsOf = (products: readonly GridProduct[]): GridRow[] =>
  products.flatMap((product) => product.sizes.map((size) => ({ product: product._id, size: size._id, name: `${product.brand} ${product.name}${size.label ? `, ${size.label}` : ""}`, price: size.price, stock: size.stock, sku: size.sku })));

/**
 * Moves between the grid's inputs as a spreadsheet does: up and down (and Enter) to the same column
 * of the row above or below, left and right to the cell beside. Each input names its row and column.
 */
function moveInGrid(event: KeyboardEvent<HTMLElement>) {
  const input = event.target as HTMLInputElement;
  const row = Number(input.dataset.gridRow);
  const cell = CELLS.indexOf(input.dataset.gridCell as Cell);
  if (Number.isNaN(row) || cell < 0) return;
  const step: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [event.shiftKey ? -1 : 1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const move = step[event.key];
  if (!move) return;
  const target = event.currentTarget.querySelector<HTMLInputElement>(`[data-grid-row="${row + move[0]}"][data-grid-cell="${CELLS[cell + move[1]]}"]`);
  event.preventDefault();
  target?.focus();
  target?.select();
}

/**
 * The sizes of the products on this page (price, stock, SKU) edited as a grid and saved in one step; a refused size says why on its row.
 * The grid is drawn when the owner opens it: drawn with every page it was a third of the page's HTML, rendered on the server each time.
 */
export function SizeGrid({ products }: { products: readonly GridProduct[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // The page renders again after a save: the grid then shows the shop's figures.
  const shown = rowsOf(products);
  const [typed, setTyped] = useState<Record<string, Partial<Record<Cell, string>>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const valueOf = (row: GridRow, cell: Cell) => typed[row.size]?.[cell] ?? String(row[cell]);
  const changed = shown.filter((row) => CELLS.some((cell) => typed[row.size]?.[cell] !== undefined && typed[row.size]?.[cell] !== String(row[cell])));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setError(null);
    setErrors({});
    const rows = changed.map((row) => ({ product: row.product, size: row.size, price: Number(valueOf(row, "price")), stock: Number(valueOf(row, "stock")), stockWas: row.stock, sku: valueOf(row, "sku") }));
    try {
      const answer = await apiRequest<SizeGridAnswer>("/products/sizes", { body: { rows } });
      setStatus(answer.message);
      setErrors(Object.fromEntries(answer.refused.map((refused) => [refused.size, refused.reason])));
      // What was saved now comes from the shop; a refused size keeps what the owner typed, to correct.
      setTyped((current) => Object.fromEntries(Object.entries(current).filter(([size]) => answer.refused.some((refused) => refused.size === size))));
      router.refresh();
    } catch (failure) {
      if (!(failure instanceof ApiError)) return setError("Fetch error");
      // A field error names its row in the request: "rows.1.price".
      const byRow: Record<string, string> = {};
      for (const [path, messages] of Object.entries(failure.fieldErrors)) {
        const [, index, cell] = path.split(".");
        const row = rows[Number(index)];
        if (row && cell) byRow[row.size] = [byRow[row.size], `${CELL_WORDS[cell as Cell] ?? cell}: ${messages[0]}`].filter(Boolean).join("; ");
      }
      setErrors(byRow);
      setError(failure.fieldErrors.rows?.[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  const input = (row: GridRow, index: number, cell: Cell) => (
    <input
      className={fieldStyles.compactInput}
      type={cell === "sku" ? "text" : "number"}
      inputMode={cell === "price" ? "decimal" : cell === "stock" ? "numeric" : undefined}
      step={cell === "price" ? "0.01" : cell === "stock" ? "1" : undefined}
      aria-label={`${CELL_WORDS[cell]} of ${row.name}`}
      aria-invalid={errors[row.size] ? true : undefined}
      aria-describedby={errors[row.size] ? `size-grid-error-${row.size}` : undefined}
      value={valueOf(row, cell)}
      onChange={(event) => setTyped((current) => ({ ...current, [row.size]: { ...current[row.size], [cell]: event.target.value } }))}
      data-grid-row={index}
      data-grid-cell={cell}
    />
  );

  const indexOf = new Map(shown.map((row, index) => [row.size, index]));
  const columns: Column<GridRow>[] = [
    { label: "Size", rowHeader: true, cell: (row) => row.name },
    ...CELLS.map((cell): Column<GridRow> => ({ label: CELL_WORDS[cell], numeric: cell !== "sku", cell: (row) => input(row, indexOf.get(row.size)!, cell) })),
    {
      label: "Problem",
      cell: (row) =>
        errors[row.size] ? (
          <span id={`size-grid-error-${row.size}`} className={fieldStyles.compactError} data-testid="size-grid-error">
            {errors[row.size]}
          </span>
        ) : null,
    },
  ];

  return (
    <TitledSection id="size-grid-title" title="Sizes of this page" titleClassName={formStyles.sectionTitle} testId="size-grid">
      <button type="button" className={buttonClass("secondary", { small: true })} aria-expanded={open} aria-controls={open ? "size-grid-form" : undefined} onClick={() => setOpen(!open)} data-testid="size-grid-toggle">
        {open ? "Close the grid" : `Edit the ${shown.length} ${shown.length === 1 ? "size" : "sizes"} of this page`}
      </button>
      {open ? (
        <form id="size-grid-form" onSubmit={save} onKeyDown={moveInGrid} aria-label="Sizes of this page" noValidate>
          <p className={formStyles.hint}>Arrow keys and Enter move between cells; Save keeps every change at once.</p>
          <DataTable caption="Price, stock and SKU of each size" columns={columns} rows={shown} rowKey={(row) => row.size} empty="No sizes on this page." look="plain" />
          <FormFooter submit={`Save ${changed.length} ${changed.length === 1 ? "change" : "changes"}`} pending="Saving..." busy={busy} disabled={changed.length === 0} submitTestId="size-grid-save" variant="secondary" small status={status} error={error} />
        </form>
      ) : null}
    </TitledSection>
  );
}
