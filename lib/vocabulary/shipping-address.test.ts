import { shippingAddressFieldError, shippingAddressSchema } from "./shipping-address";

const address = { fullName: "Ada Obi", address: "1 Marina", city: "Lagos", state: "Lagos" };

describe("shipping address", () => {
  it("takes an address without phone, postal code or country (as checkout sends it)", () => {
    expect(shippingAddressSchema.parse(address)).toEqual({ ...address, country: "Nigeria", postalCode: "", phoneNumber: "" });
  });

  it("keeps blank phone and postal code blank, so an order placed without them can be edited", () => {
    expect(shippingAddressSchema.parse({ ...address, country: "Nigeria", postalCode: " ", phoneNumber: "" })).toMatchObject({ postalCode: "", phoneNumber: "" });
  });

  it.each(["100001", "90001", "90001-1234"])("accepts the postal code %s (Nigerian six digits or the spec's form)", (postalCode) => {
    expect(shippingAddressSchema.parse({ ...address, postalCode }).postalCode).toBe(postalCode);
  });

  it.each(["1234", "1000011", "ABCDEF"])("refuses the postal code %s", (postalCode) => {
    expect(shippingAddressFieldError("postalCode", postalCode)).toBe("Invalid postal code");
  });

  it("reads a phone number without its spaces and dashes", () => {
    expect(shippingAddressSchema.parse({ ...address, phoneNumber: "+234 803-123 4567" }).phoneNumber).toBe("+2348031234567");
  });

  it.each(["12345", "0801234567890123", "call me"])("refuses the phone number %s", (phoneNumber) => {
    expect(shippingAddressFieldError("phoneNumber", phoneNumber)).toBe("Invalid phone number");
  });

  it("requires the name, address, city, a Nigerian state and, when sent, a country", () => {
    expect(shippingAddressFieldError("fullName", " ")).toBe("Full Name is required");
    expect(shippingAddressFieldError("address", "")).toBe("Address is required");
    expect(shippingAddressFieldError("city", "")).toBe("City is required");
    expect(shippingAddressFieldError("state", "")).toBe("State is required");
    expect(shippingAddressFieldError("state", "Texas")).toBe("Choose a state of Nigeria or the FCT");
    expect(shippingAddressFieldError("country", "")).toBe("Country is required");
  });

  it("strips markup brackets from what it stores", () => {
    expect(shippingAddressSchema.parse({ ...address, address: "<b>1 Marina</b>" }).address).toBe("b1 Marina/b");
  });
});
