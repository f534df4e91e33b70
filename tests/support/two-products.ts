import { Product } from "@/models/product";

/** A perfume in two sizes and a one-size product, for the tests of changes made to many products at once. */
export async function twoProducts() {
  const oud = await Product.create({
    brand: "Maison Lagos",
    name: "Midnight Oud",
    description: "Smoky.",
    images: [],
    sizes: [
      { label: "50 ml", price: 45000, stock: 4, sku: "ML-OUD-50" },
      { label: "100 ml", price: 72000, stock: 2, sku: "ML-OUD-100" },
    ],
  });
  const rose = await Product.create({ brand: "Ojú", name: "Rose", description: "Rose.", price: 1500, stock: 9, images: [] });
  return { oud, rose };
}
