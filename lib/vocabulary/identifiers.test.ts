import { emailSchema, isEmailAddress, isObjectId, objectIdSchema } from "./identifiers";

describe("identifiers", () => {
  it("reads an e-mail address trimmed and lower-cased", () => {
    expect(emailSchema().parse("  Ada@Example.NG ")).toBe("ada@example.ng");
  });

  it("gives one message per problem, the required one for a blank address", () => {
    const errors = (value: unknown) => emailSchema({ invalid: "Please enter a valid email address" }).safeParse(value).error?.issues.map((issue) => issue.message);
    expect(errors(" ")).toEqual(["Email is required"]);
    expect(errors(undefined)).toEqual(["Email is required"]);
    expect(errors("a@b")).toEqual(["Please enter a valid email address"]);
    expect(errors(`${"a".repeat(250)}@b.ng`)).toEqual(["Please enter a valid email address"]);
  });

  it("knows an address by the spec's pattern and SMTP's length", () => {
    expect(isEmailAddress("a@b.c")).toBe(true);
    expect(isEmailAddress("a b@c.d")).toBe(false);
    expect(isEmailAddress(`${"a".repeat(249)}@b.ng`)).toBe(true);
    expect(isEmailAddress(`${"a".repeat(250)}@b.ng`)).toBe(false);
  });

  it("knows an ObjectId by its 24 hex digits", () => {
    expect(isObjectId("64b7f0c2a1b2c3d4e5f60718")).toBe(true);
    expect(isObjectId("64B7F0C2A1B2C3D4E5F60718")).toBe(true);
    expect(isObjectId("garbage12345")).toBe(false);
    expect(isObjectId(42)).toBe(false);
    expect(objectIdSchema("Unknown product").safeParse("nope").error?.issues[0]?.message).toBe("Unknown product");
  });
});
