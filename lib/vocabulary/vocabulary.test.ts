import { unitsLeftToRestock } from "./refunds";
import { isDuplicateKeyError } from "./duplicate-key";
import { orderNumberSchema } from "@/lib/orders/schemas";
import { isOrderNumber } from "./order-number";
import { isProductType, PRODUCT_TYPES } from "./products";
import { TAX_RATE_LABEL } from "./tax";

describe("vocabulary", () => {
  it("lists the three product types and knows them", () => {
    expect(PRODUCT_TYPES).toEqual(["Perfume", "Diffuser", "Deodorant"]);
    expect(isProductType("Diffuser")).toBe(true);
    expect(isProductType("Candle")).toBe(false);
  });

  it("labels the tax from its rate", () => {
    expect(TAX_RATE_LABEL).toBe("7.5%");
  });

  it("knows an order number: ORD- and ten capitals or digits", () => {
    expect(isOrderNumber("ORD-HHGVV3TQRQ")).toBe(true);
    expect(isOrderNumber("ORD-hhgvv3tqrq")).toBe(false);
    expect(isOrderNumber("ORD-123")).toBe(false);
    expect(orderNumberSchema.parse(" <ORD-HHGVV3TQRQ> ")).toBe("ORD-HHGVV3TQRQ");
  });

  it("recognises a unique-index refusal, on a named field when asked", () => {
    const error = { code: 11000, keyPattern: { orderNumber: 1 } };
    expect(isDuplicateKeyError(error)).toBe(true);
    expect(isDuplicateKeyError(error, "orderNumber")).toBe(true);
    expect(isDuplicateKeyError(error, "payment.reference")).toBe(false);
    expect(isDuplicateKeyError({ code: 121 })).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});

describe("units a refund may send back to stock", () => {
  const lines = [
    { _id: "a", quantity: 3 },
    { _id: "b", quantity: 1 },
  ];
  it("is each line's quantity less what refunds that have not failed send back", () => {
    const refunds = [
      { state: "processed" as const, restock: [{ item: "a", quantity: 1 }] },
      { state: "failed" as const, restock: [{ item: "a", quantity: 2 }] },
      { state: "pending" as const, restock: [{ item: "b", quantity: 1 }] },
    ];
    expect(unitsLeftToRestock({ status: "Delivered", orderItems: lines, refunds })).toEqual(new Map([["a", 2], ["b", 0]]));
  });

  it("is nothing for a cancelled order, whose units went back when it was cancelled", () => {
    expect(unitsLeftToRestock({ status: "Cancelled", orderItems: lines })).toEqual(new Map([["a", 0], ["b", 0]]));
  });
});
