/** @jest-environment jsdom */
import { clearSavedItems, isSaved, parseSavedItems, readSavedItems, SAVED_ITEMS_KEY, toggleSaved } from "./saved-storage";

const OUD = { productId: "665f1c2e9b1d4a0012345678", sizeId: "665f1c2e9b1d4a0012345679" };
const REED = { productId: "665f1c2e9b1d4a001234567a" };

describe("a guest's saved items", () => {
  beforeEach(() => window.localStorage.clear());

  it("saves and unsaves a product and size, newest first, until the account takes them", () => {
    expect(toggleSaved(OUD)).toBe(true);
    expect(toggleSaved(REED)).toBe(true);
    expect(readSavedItems()).toEqual([REED, OUD]);
    expect(isSaved(OUD)).toBe(true);
    expect(isSaved({ productId: OUD.productId })).toBe(false);
    expect(toggleSaved(OUD)).toBe(false);
    expect(readSavedItems()).toEqual([REED]);
    clearSavedItems();
    expect(window.localStorage.getItem(SAVED_ITEMS_KEY)).toBeNull();
  });

  it("reads only well-formed entries from storage a visitor may have edited", () => {
    expect(parseSavedItems("not json")).toEqual([]);
    expect(parseSavedItems(JSON.stringify({ productId: OUD.productId }))).toEqual([]);
    expect(parseSavedItems(JSON.stringify([OUD, { productId: "$where" }, { productId: REED.productId, sizeId: 7 }, { ...REED, price: 1 }]))).toEqual([OUD, REED]);
  });
});
