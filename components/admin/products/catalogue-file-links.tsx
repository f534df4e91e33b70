import Link from "next/link";
import formStyles from "@/components/admin/form.module.css";

/** The way in and out of the catalogue as a file: Shopify's product CSV. */
export function CatalogueFileLinks() {
  return (
    <p className={formStyles.hint}>
      <Link href="/admin/products/import" data-testid="products-import">
        Import products from a CSV
      </Link>{" "}
      ·{" "}
      <a href="/api/products/export" download data-testid="products-export">
        Export all products as CSV
      </a>
    </p>
  );
}
