import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import styles from "./list-search.module.css";

interface Props {
  /** The list's own page, e.g. /admin/customers. */
  action: string;
  /** Names the field and its test ids: `${name}-search` and `${name}-search-form`. */
  name: string;
  label: string;
  placeholder: string;
  q: string | undefined;
  /** The list's filters, sent with the search; `filtered` when one is chosen, so Clear is offered. */
  children?: ReactNode;
  filtered?: boolean;
}

/** An admin list's search box: a plain GET form, so the search lives in the URL and works without script. */
export function ListSearch({ action, name, label, placeholder, q, children, filtered }: Props) {
  return (
    <form className={styles.search} method="get" action={action} role="search" data-testid={`${name}-search-form`}>
      <FormField id={`${name}-search`} label={label} look="compact">
        {(control) => <input {...control} name="q" type="search" defaultValue={q ?? ""} placeholder={placeholder} data-testid={`${name}-search`} />}
      </FormField>
      {children}
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
      {q || filtered ? (
        <Link href={action} className={buttonClass("ghost")}>
          Clear
        </Link>
      ) : null}
    </form>
  );
}
