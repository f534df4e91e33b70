import { z } from "zod";
import { fieldError, firstErrors } from "./field-errors";

const schema = z.object({
  email: z.string().min(1, "Email is required").email("Please enter a valid email address"),
  password: z.string().min(8, "Password must be at least 8 characters"),
  images: z.array(z.string().min(1, "An image needs a name")),
});

describe("firstErrors", () => {
  it("keeps the first message of each field from a failed parse, array items under their field", () => {
    const parsed = schema.safeParse({ email: "", password: "short", images: ["a", ""] });
    expect(parsed.success).toBe(false);
    expect(firstErrors(parsed.error!.issues)).toEqual({
      email: "Email is required",
      password: "Password must be at least 8 characters",
      images: "An image needs a name",
    });
  });

  it("reads the server's fieldErrors, first message per field", () => {
    expect(firstErrors({ email: ["Email already registered", "second"], price: ["Price must be positive"] })).toEqual({
      email: "Email already registered",
      price: "Price must be positive",
    });
  });

  it("reads only a nested object's fields, without their prefix, when asked", () => {
    const server = { "shipping.phoneNumber": ["Phone is required"], "shipping.city": ["City is required"], email: ["Wrong email"] };
    expect(firstErrors(server, "shipping")).toEqual({ phoneNumber: "Phone is required", city: "City is required" });
    const parsed = z.object({ shipping: z.object({ city: z.string().min(1, "City is required") }) }).safeParse({ shipping: { city: "" } });
    expect(firstErrors(parsed.error!.issues, "shipping")).toEqual({ city: "City is required" });
  });

  it("files a problem that names no field under '_'", () => {
    const parsed = z.string().safeParse(4);
    expect(Object.keys(firstErrors(parsed.error!.issues))).toEqual(["_"]);
    expect(firstErrors({ _: ["Request body must be JSON"] })).toEqual({ _: "Request body must be JSON" });
  });
});

describe("fieldError", () => {
  it("gives a value's first problem against its schema, or nothing when it passes", () => {
    expect(fieldError(schema.shape.email, "")).toBe("Email is required");
    expect(fieldError(schema.shape.email, "nope")).toBe("Please enter a valid email address");
    expect(fieldError(schema.shape.email, "a@b.ng")).toBeUndefined();
  });
});
