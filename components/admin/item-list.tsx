import type { ReactNode } from "react";
import formStyles from "./form.module.css";
import styles from "./item-list.module.css";

/** A card's list of named things, each a row with its actions on the right; a line of text when there are none. */
export function ItemList<Item extends { id: string }>({
  items,
  empty,
  testId,
  itemTestId,
  children,
}: {
  items: readonly Item[];
  empty: string;
  testId: string;
  itemTestId?: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className={formStyles.hint}>{empty}</p>;
  return (
    <ul className={styles.list} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid={itemTestId}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
