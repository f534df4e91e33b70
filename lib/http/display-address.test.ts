import { displayAddress } from "./display-address";

describe("displayAddress", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:203.0.113.9", "203.0.113.9"],
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8::1", "2001:db8::1"],
    ["::1", "::1"],
    ["::ffff:7f00:1", "::ffff:7f00:1"],
    ["", "unknown"],
    [null, "unknown"],
  ])("%j reads %j", (address, shown) => {
    expect(displayAddress(address)).toBe(shown);
  });
});
