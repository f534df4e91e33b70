import { toProductView } from "@/lib/catalog/product-view";
import { productJsonLd, serializeJsonLd } from "@/lib/content/product-structured-data";

const product = toProductView(
  {
    _id: "65f000000000000000000001",
    brand: "Calabar Noir",
    name: "Cocoa Tonka </script><script>alert(1)</script>",
    type: "Perfume",
    price: 88000,
    description: "Bitter cocoa.",
    notes: "Cocoa",
    stock: 0,
    images: [{ url: "/products/calabar-noir-cocoa-tonka.svg" }, { url: "https://res.cloudinary.com/x/y.jpg" }],
    promo: { discount: 20, startDate: new Date("2026-01-01T00:00:00.000Z"), endDate: new Date("2026-12-31T00:00:00.000Z") },
  },
  new Date("2026-06-01T12:00:00Z"),
);

describe("product structured data", () => {
  it("describes a Product with an Offer in NGN at today's price and its availability", () => {
    const data = productJsonLd(product);
    expect(data).toMatchObject({
      "@type": "Product",
      brand: { "@type": "Brand", name: "Calabar Noir" },
      image: ["http://localhost:3000/products/calabar-noir-cocoa-tonka-1200.jpg", "https://res.cloudinary.com/x/y.jpg"],
      offers: {
        "@type": "Offer",
        priceCurrency: "NGN",
        price: "70400.00",
        availability: "https://schema.org/OutOfStock",
        priceValidUntil: "2026-12-31",
        url: "http://localhost:3000/product/65f000000000000000000001",
      },
    });
    const inStock = { ...product, stock: 3, promoPrice: null, sizes: product.sizes.map((size) => ({ ...size, stock: 3, promoPrice: null })) };
    expect(productJsonLd(inStock)).toMatchObject({ offers: { price: "88000.00", availability: "https://schema.org/InStock" } });
  });

  it("describes a product sold in several sizes as an AggregateOffer over one Offer per size, each with its SKU", () => {
    const sized = toProductView(
      {
        _id: "65f000000000000000000002",
        brand: "Maison Lagos",
        name: "Midnight Oud",
        type: "Perfume",
        price: 62000,
        description: "Oud.",
        stock: 4,
        images: [],
        sizes: [
          { _id: "65f0000000000000000000a1", label: "30 ml", volumeMl: 30, sku: "ML-OUD-30", price: 62000, stock: 0 },
          { _id: "65f0000000000000000000a2", label: "100 ml", volumeMl: 100, sku: "ML-OUD-100", price: 145000, stock: 4 },
        ],
        promo: { discount: 10, startDate: new Date("2026-01-01T00:00:00.000Z"), endDate: new Date("2026-12-31T00:00:00.000Z") },
      },
      new Date("2026-06-01T12:00:00Z"),
    );
    expect(productJsonLd(sized).offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "NGN",
      lowPrice: "55800.00",
      highPrice: "130500.00",
      offerCount: 2,
      availability: "https://schema.org/InStock",
      offers: [
        expect.objectContaining({ "@type": "Offer", sku: "ML-OUD-30", name: "30 ml", price: "55800.00", availability: "https://schema.org/OutOfStock", priceValidUntil: "2026-12-31" }),
        expect.objectContaining({ "@type": "Offer", sku: "ML-OUD-100", name: "100 ml", price: "130500.00", availability: "https://schema.org/InStock" }),
      ],
    });
  });

  it("gives the promo's last shop day in Lagos as priceValidUntil", () => {
    // 23:30 UTC on 31 December is already 1 January in Lagos: the promo runs through that day.
    const late = { ...product, promo: { discount: 20, startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-12-31T23:30:00.000Z" } };
    expect(productJsonLd(late)).toMatchObject({ offers: { priceValidUntil: "2027-01-01" } });
  });

  it("escapes < so the JSON cannot close its script tag", () => {
    const json = serializeJsonLd(productJsonLd(product));
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ name: product.name });
  });
});

describe("a perfume's structured data", () => {
  it("gives for whom as the audience and concentration, family and notes as additional properties; nothing for a product without them", () => {
    const perfume = { ...product, concentration: "Eau de Parfum" as const, forWhom: "Masculine" as const, family: "Gourmand" as const, scentNotes: { top: ["Cardamom"], heart: ["Cocoa", "Tobacco"], base: [] } };
    expect(productJsonLd(perfume)).toMatchObject({
      audience: { "@type": "PeopleAudience", suggestedGender: "male" },
      additionalProperty: [
        { "@type": "PropertyValue", name: "Concentration", value: "Eau de Parfum" },
        { "@type": "PropertyValue", name: "Scent family", value: "Gourmand" },
        { "@type": "PropertyValue", name: "Top notes", value: "Cardamom" },
        { "@type": "PropertyValue", name: "Heart notes", value: "Cocoa, Tobacco" },
      ],
    });
    expect(productJsonLd(product)).not.toHaveProperty("additionalProperty");
    expect(productJsonLd(product)).not.toHaveProperty("audience");
  });
});
