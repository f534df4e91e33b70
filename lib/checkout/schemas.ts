import { z } from "zod";
import { checkoutChoiceFields, paymentMethodSchema, productIdSchema, quantitySchema, quoteRequestFields, sizeIdSchema, toQuoteRequest, unknownLineField, type CheckoutChoice } from "./quote-schemas";
import { CART_LINES_MESSAGE, MAX_CART_LINES } from "@/lib/vocabulary/cart-limits";
import { emailSchema } from "@/lib/vocabulary/identifiers";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { contactAddressSchema, shippingAddressSchema } from "@/lib/vocabulary/shipping-address";

// The checkout shapes, used by the form as the shopper types and by the handler that places the
// order. Messages are the spec's (storefront §5).

export const checkoutFormSchema = shippingAddressSchema.extend({
  email: emailSchema(),
  saveDetails: z.boolean().optional().default(false),
});

export type CheckoutForm = z.input<typeof checkoutFormSchema>;
export type CheckoutFormField = keyof CheckoutForm;

/** What the spec's order line describes the product by: accepted and never read (the server prices from the database). */
const describedOnly = z.unknown().optional();

/**
 * An order line as the browser sends it. Only the product id (as `product` or the cart's `_id`),
 * its size and the quantity are read: names and prices sent by a browser are ignored. Any other
 * field is refused, so a size sent under another name is an error, not a different bottle.
 */
const orderItemInputSchema = z
  .strictObject(
    { product: productIdSchema.optional(), _id: productIdSchema.optional(), size: sizeIdSchema, quantity: quantitySchema, name: describedOnly, brand: describedOnly, type: describedOnly, price: describedOnly, image: describedOnly },
    unknownLineField,
  )
  .refine((item) => item.product !== undefined || item._id !== undefined, { error: "Product is required", path: ["product"] })
  .transform((item) => ({ productId: (item.product ?? item._id) as string, ...(item.size ? { sizeId: item.size } : {}), quantity: item.quantity }));

const bankAccountInputSchema = z
  .union([z.string().trim().max(40), z.object({ id: z.string().trim().max(40) })])
  .transform((value) => (typeof value === "string" ? value : value.id));

/** POST /api/payment/initialize: the spec's contract. `amount` and any prices are not read. */
export const initializePaymentSchema = z
  .object({
    email: emailSchema(),
    // The spec's contract sends the browser's rounded total; the server never prices from it.
    amount: z.unknown().optional(),
    method: paymentMethodSchema,
    orderDetails: z.object(
      {
        ...checkoutChoiceFields,
        orderItems: z
          .array(orderItemInputSchema, { error: "Your cart is empty." })
          .min(1, "Your cart is empty.")
          .max(MAX_CART_LINES, CART_LINES_MESSAGE),
        // A pickup needs only a name and phone number; a delivery's address is checked once the method is known.
        shipping: contactAddressSchema,
        bankAccount: bankAccountInputSchema.optional(),
      },
      { error: "Order details are required" },
    ),
  })
  .superRefine((input, ctx) => {
    if (input.method === PAYMENT_METHOD.bank && !input.orderDetails.bankAccount) {
      ctx.addIssue({ code: "custom", path: ["orderDetails", "bankAccount"], message: "Please select a bank account" });
    }
  })
  .transform(({ email, method, orderDetails }) => ({
    email,
    lines: orderDetails.orderItems,
    shipping: orderDetails.shipping,
    bankAccountId: orderDetails.bankAccount,
    choice: {
      paymentMethod: method,
      shippingMethodId: orderDetails.shippingMethodId,
      promoCode: orderDetails.promoCode,
      state: orderDetails.shipping.state || undefined,
    } satisfies CheckoutChoice,
  }));

/** An order to place, as the checkout reads it once the request's wire names are gone. */
export type CheckoutRequest = z.infer<typeof initializePaymentSchema>;
export type InitializePaymentInput = z.input<typeof initializePaymentSchema>;

/**
 * PUT /api/checkout/draft: what the checkout page proceeds to payment with, the cart and choices
 * priced again, and who the order is for and where it goes.
 */
export const draftDetailsSchema = quoteRequestFields
  .extend({ contact: contactAddressSchema.extend({ email: emailSchema() }) })
  .transform(({ contact, ...request }) => {
    const quoted = toQuoteRequest(request);
    // Delivery is priced for the state the order goes to, whatever the quote last said.
    return { ...quoted, choice: { ...quoted.choice, state: contact.state || undefined }, contact };
  });

export type DraftDetails = z.infer<typeof draftDetailsSchema>;

/** POST /api/payment/initialize from our payment page: how to pay for the checkout draft. `amount` is not read. */
export const draftPaymentSchema = z
  .object({ method: paymentMethodSchema, bankAccount: bankAccountInputSchema.optional(), amount: z.unknown().optional() })
  .superRefine((input, ctx) => {
    if (input.method === PAYMENT_METHOD.bank && !input.bankAccount) ctx.addIssue({ code: "custom", path: ["bankAccount"], message: "Please select a bank account" });
  });

/** Our payment page pays for its draft; any other caller sends the spec's whole order. */
export function isDraftPayment(body: unknown): boolean {
  return typeof body === "object" && body !== null && !("orderDetails" in body);
}
