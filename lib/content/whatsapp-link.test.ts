import { orderQuestion, productQuestion, whatsappLink } from "./whatsapp-link";

describe("WhatsApp links", () => {
  it("asks about a product with each size, its price today and the page, in a wa.me link", () => {
    const text = productQuestion(
      {
        brand: "Maison Lagos",
        name: "Midnight Oud",
        sizes: [
          { label: "50 ml", price: 30_000, promoPrice: null },
          { label: "100 ml", price: 45_000, promoPrice: 38_250 },
        ],
      },
      "https://scents.ng/product/abc",
    );
    expect(text).toBe("Hello, I have a question about Maison Lagos Midnight Oud (50 ml at ₦30,000.00, 100 ml at ₦38,250.00): https://scents.ng/product/abc");
    const link = new URL(whatsappLink("2348012345678", text));
    expect(link.origin + link.pathname).toBe("https://wa.me/2348012345678");
    expect(link.searchParams.get("text")).toBe(text);
  });

  it("asks about an order by its number, and a one-size product by its price alone", () => {
    expect(orderQuestion("ORD-ABCDEFGHIJ")).toBe("Hello, I have a question about my order ORD-ABCDEFGHIJ.");
    expect(productQuestion({ brand: "B", name: "N", sizes: [{ label: "", price: 5000, promoPrice: null }] }, "u")).toBe("Hello, I have a question about B N (₦5,000.00): u");
  });
});
