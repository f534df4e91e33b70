import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
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

interface ItemRowProps {
  /** The thing's name as the row shows it (with marks such as "(you)"). */
  title: ReactNode;
  /** Its plain name, for the buttons' accessible names. */
  name: string;
  detail: ReactNode;
  /** The row's own actions, before Remove. */
  actions: ReactNode;
  /** Remove asks for confirmation through the screen's dialog. */
  onRemove: () => void;
}

/** One row of an ItemList that can be removed: its name and a line about it, its actions, and Remove last. */
export function RemovableItem({ title, name, detail, actions, onRemove }: ItemRowProps) {
  return (
    <>
      <div>
        <p className={styles.name}>{title}</p>
        <p className={formStyles.hint}>{detail}</p>
      </div>
      <div className={formStyles.actions}>
        {actions}
        <button type="button" className={buttonClass("ghost", { small: true })} onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
    </>
  );
}
