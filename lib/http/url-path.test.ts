import { hasBrokenEncoding } from "./url-path";

describe("hasBrokenEncoding", () => {
  it.each(["/%", "/%2", "/%zz", "/api/payment/verify/%E0%A4%A", "/products/delete/%", "/%C0%AF", "/shop/%ED%A0%80"])("flags %s", (path) => {
    expect(hasBrokenEncoding(path)).toBe(true);
  });

  it.each(["/", "/shop", "/%25", "/product/%E2%9C%93", "/a%20b"])("passes %s", (path) => {
    expect(hasBrokenEncoding(path)).toBe(false);
  });
});
