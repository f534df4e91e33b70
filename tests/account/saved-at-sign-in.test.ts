import type { CredentialsConfig } from "next-auth/providers/credentials";
import { listSavedItems } from "@/lib/saved-items/saved-items";
import { authOptions } from "@/lib/auth/auth-options";
import { SavedItem } from "@/models/saved-item";
import { createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createSizedProduct } from "../support/order-fixtures";

setupTestDatabase();
beforeEach(() => clearDatabase());

// The headers of a browser at one address, as next-auth passes them to authorize().
const REQUEST = { headers: { "x-forwarded-for": "198.51.100.9" } };

/** The sign-in modal's call: the customer provider, with the browser's saved list as JSON. */
function signIn(credentials: Record<string, string>) {
  const config = authOptions.providers.find((candidate) => (candidate as CredentialsConfig).options.id === "customer") as CredentialsConfig;
  return config.options.authorize(credentials, REQUEST as never);
}

async function midnightOud() {
  const { id, sizeIds } = await createSizedProduct([
    { label: "50 ml", volumeMl: 50, price: 95000, stock: 4, sku: "ML-OUD-50" },
    { label: "100 ml", volumeMl: 100, price: 145000, stock: 0, sku: "ML-OUD-100" },
  ]);
  return { id, fifty: sizeIds[0] as string, hundred: sizeIds[1] as string };
}

const savedSizes = async (customerId: string) => (await listSavedItems(customerId)).map((item) => item.sizeLabel).sort();

describe("a guest's saved list at sign-in", () => {
  it("joins the account in the sign-in itself, each product and size once however often the shopper signs in", async () => {
    const customer = await createTestUser();
    const { id, fifty, hundred } = await midnightOud();
    const saved = JSON.stringify([{ productId: id, sizeId: fifty }, { productId: id, sizeId: hundred }]);
    const user = await signIn({ email: customer.email, password: customer.password, saved });
    expect(user?.id).toBe(customer.id);
    expect(await savedSizes(customer.id)).toEqual(["100 ml", "50 ml"]);

    // Another browser with the same list, or the same sign-in sent twice: nothing more.
    await Promise.all([signIn({ email: customer.email, password: customer.password, saved }), signIn({ email: customer.email, password: customer.password, saved })]);
    expect(await SavedItem.countDocuments({})).toBe(2);
  });

  it("joins nothing for a wrong password, and signs the shopper in without it when the list is not one", async () => {
    const customer = await createTestUser();
    const { id, fifty } = await midnightOud();
    await expect(signIn({ email: customer.email, password: "not-the-password", saved: JSON.stringify([{ productId: id, sizeId: fifty }]) })).rejects.toThrow(/incorrect/);
    expect(await SavedItem.countDocuments({})).toBe(0);

    for (const saved of ["not json", JSON.stringify([{ productId: "nope" }]), JSON.stringify({ $gt: "" }), ""]) {
      expect((await signIn({ email: customer.email, password: customer.password, saved }))?.id).toBe(customer.id);
    }
    expect((await signIn({ email: customer.email, password: customer.password }))?.id).toBe(customer.id);
    expect(await SavedItem.countDocuments({})).toBe(0);
  });
});
