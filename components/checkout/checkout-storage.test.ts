import { parseSavedShipping } from "./checkout-storage";

const SAVED = { fullName: "Ada Eze", email: "ada@example.com", address: "1 Marina", phoneNumber: "08031234567", city: "Lagos", state: "Lagos", postalCode: "" };

describe("saved shipping details", () => {
  it("reads back the form's fields and nothing else", () => {
    expect(parseSavedShipping(JSON.stringify({ ...SAVED, isAdmin: true }))).toEqual(SAVED);
  });

  it("ignores details edited into another shape, and asks again for a state that is not Nigeria's", () => {
    expect(parseSavedShipping(JSON.stringify({ ...SAVED, city: 7 }))).toBeNull();
    expect(parseSavedShipping(JSON.stringify(["Ada"]))).toBeNull();
    expect(parseSavedShipping("not json")).toBeNull();
    expect(parseSavedShipping(null)).toBeNull();
    expect(parseSavedShipping(JSON.stringify({ ...SAVED, state: "Atlantis" }))).toEqual({ ...SAVED, state: "" });
  });
});
