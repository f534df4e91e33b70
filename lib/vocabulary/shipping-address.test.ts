import { fieldError } from "@/components/ui/field-errors";
import { addressShown, shippingAddressSchema, type ShippingAddressField } from "./shipping-address";

// The message a form shows for one field, through the helper every form uses.
const problem = (field: ShippingAddressField, value: string) => fieldError(shippingAddressSchema.shape[field], value);

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
    expect(problem("postalCode", postalCode)).toBe("Invalid postal code");
  });

  it("reads a phone number without its spaces and dashes", () => {
    expect(shippingAddressSchema.parse({ ...address, phoneNumber: "+234 803-123 4567" }).phoneNumber).toBe("+2348031234567");
  });

  it.each(["12345", "0801234567890123", "call me"])("refuses the phone number %s", (phoneNumber) => {
    expect(problem("phoneNumber", phoneNumber)).toBe("Invalid phone number");
  });

  it("requires the name, address, city, a Nigerian state and, when sent, a country", () => {
    expect(problem("fullName", " ")).toBe("Full Name is required");
    expect(problem("address", "")).toBe("Address is required");
    expect(problem("city", "")).toBe("City is required");
    expect(problem("state", "")).toBe("State is required");
    expect(problem("state", "Texas")).toBe("Choose a state of Nigeria or the FCT");
    expect(problem("country", "")).toBe("Country is required");
  });

  it("strips markup brackets from what it stores", () => {
    expect(shippingAddressSchema.parse({ ...address, address: "<b>1 Marina</b>" }).address).toBe("b1 Marina/b");
  });

  it("shows a stored address with a missing postal code or phone as empty, and nothing it was not asked for", () => {
    expect(addressShown({ ...address, postalCode: null, country: "Ghana", _id: "x" } as Parameters<typeof addressShown>[0])).toEqual({ ...address, postalCode: "", phoneNumber: "" });
  });
});
