import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import styles from "./customers.module.css";

/** Search by e-mail, name or phone: a plain GET form, so the search lives in the URL and works without script. */
export function CustomerSearch({ q }: { q: string | undefined }) {
  return (
    <form className={styles.filters} method="get" action="/admin/customers" role="search" data-testid="customer-search-form">
      <FormField id="customer-search" label="E-mail, name or phone" look="compact">
        {(control) => <input {...control} name="q" type="search" defaultValue={q ?? ""} placeholder="ada@example.com, Adaeze or 0803…" data-testid="customer-search" />}
      </FormField>
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
      {q ? (
        <Link href="/admin/customers" className={buttonClass("ghost")}>
          Clear
        </Link>
      ) : null}
    </form>
  );
}
