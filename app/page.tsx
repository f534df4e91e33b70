import { ProductCard } from "@/components/catalog/product-card";
import { getProducts } from "@/lib/catalog/cached";

// Rendered on request (never at build time) from the tag-cached catalogue.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const { products } = await getProducts({ page: 1, limit: 100 });
  return (
    <main>
      <h1>Scents</h1>
      <section id="products" aria-label="Products">
        {products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </section>
    </main>
  );
}
