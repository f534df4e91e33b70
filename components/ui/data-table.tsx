import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./data-table.module.css";

type RowAttributes = { [attribute: `data-${string}`]: string | number | undefined };

export interface SortLink {
  /** The list's address sorted by this column; none where the order is fixed (a ranking). */
  href?: string;
  /** Set on the column the list is sorted by now. */
  direction?: "ascending" | "descending";
}

export interface Column<Row> {
  /** The heading; also names the cell where rows stack on a phone. */
  label: string;
  /** Keeps the heading for screen readers only (a column of links or checkboxes). */
  hideLabel?: boolean;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, figures in columns. */
  numeric?: boolean;
  /** The cell that names its row (an order number), read out before each of the row's cells. */
  rowHeader?: boolean;
  sort?: SortLink;
  testId?: string;
  /** Extra class for the column's heading and cells (a width, a colour). */
  className?: string | ((row: Row) => string | undefined);
}

interface Props<Row> {
  /** What the table lists, for screen readers (shown with `showCaption`). */
  caption: ReactNode;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  emptyTestId?: string;
  testId?: string;
  /** "list": an admin list, framed; "plain": inside a panel that frames it; "document": an invoice's or slip's lines, compact and never stacked. */
  look?: "list" | "plain" | "document";
}

const columnClass = <Row,>(column: Column<Row>, row?: Row) =>
  [column.numeric ? styles.numeric : undefined, typeof column.className === "function" ? (row === undefined ? undefined : column.className(row)) : column.className].filter(Boolean).join(" ") || undefined;

function Heading<Row>({ column }: { column: Column<Row> }) {
  const text = column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label;
  return (
    <th scope="col" className={columnClass(column)} aria-sort={column.sort ? (column.sort.direction ?? "none") : undefined}>
      {column.sort?.href ? (
        <Link href={column.sort.href} className={styles.sort}>
          {text}
          <span aria-hidden="true">{column.sort.direction === "ascending" ? " ▲" : column.sort.direction === "descending" ? " ▼" : " ↕"}</span>
        </Link>
      ) : (
        text
      )}
    </th>
  );
}

/** Every list and document table in the shop: headings, rows, an empty state, and stacked cards on a phone. */
export function DataTable<Row>({ caption, showCaption, columns, rows, rowKey, rowAttributes, empty, emptyTestId, testId, look = "list" }: Props<Row>) {
  if (rows.length === 0)
    return (
      <p className={styles.empty} data-testid={emptyTestId}>
        {empty}
      </p>
    );
  return (
    <div className={styles.wrap}>
      <table className={`${styles.table} ${styles[look]} ${look === "document" ? "" : styles.stacks}`} data-testid={testId}>
        <caption className={showCaption ? styles.caption : "visually-hidden"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Heading key={column.label} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell key={column.label} scope={column.rowHeader ? "row" : undefined} className={columnClass(column, row)} data-label={column.hideLabel ? undefined : column.label} data-testid={column.testId}>
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
