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
