/** A product as the catalogue API lists it: what an order line names. */
export interface OrderableProduct {
  _id: string;
  name: string;
  type: string;
  price: number;
  sizes?: { _id: string }[];
}

/** The POST /api/payment/initialize body of a shopper's bank-transfer order for `quantity` of `product` (its first size), delivered in Lagos. */
export function bankOrderBody(product: OrderableProduct, email: string, quantity = 1) {
  return {
    email,
    method: "bank",
    orderDetails: {
      orderItems: [{ product: product._id, ...(product.sizes?.[0] ? { size: product.sizes[0]._id } : {}), name: product.name, type: product.type, price: product.price, quantity, image: "" }],
      shipping: { fullName: "Ngozi Adeyemi", address: "4 Kofo Abayomi Street", city: "Lagos", state: "Lagos", postalCode: "101241", phoneNumber: "+2348030000000" },
      paymentMethod: "bank",
      bankAccount: "opay",
      // The seeded settings' Standard Shipping.
      shippingMethodId: "standard",
    },
  };
}
