import { formatNaira } from "@/lib/money/naira";

// "Click to chat" links (wa.me): the number in international form, digits only, and the message
// filled in for the shopper to send. Plain links, so the storefront ships no script for them.

export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** "Ask on WhatsApp" from a product page: the product, each size with its price today, and the page. */
export function productQuestion(product: { brand: string; name: string; sizes: { label: string; price: number; promoPrice: number | null }[] }, url: string): string {
  const sizes = product.sizes.map((size) => [size.label, formatNaira(size.promoPrice ?? size.price)].filter(Boolean).join(" at ")).join(", ");
  return `Hello, I have a question about ${product.brand} ${product.name} (${sizes}): ${url}`;
}

/** "Questions about this order" from its confirmation or tracking. */
export function orderQuestion(orderNumber: string): string {
  return `Hello, I have a question about my order ${orderNumber}.`;
}
