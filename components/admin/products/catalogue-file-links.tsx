import formStyles from "@/components/admin/form.module.css";

/** The way in and out of the catalogue as a file: Shopify's product CSV. */
export function CatalogueFileLinks() {
  return (
    <p className={formStyles.hint}>
      <a href="/api/products/export" download data-testid="products-export">
        Export all products as CSV
      </a>
    </p>
  );
}
