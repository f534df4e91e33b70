import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { User, type UserRecord } from "@/models/user";
import { ACCOUNT_PAGE_MESSAGES, MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressInput } from "./schemas";
import { accountGone, DomainError } from "@/lib/vocabulary/domain-error";
import { addressShown } from "@/lib/vocabulary/shipping-address";

type AddressBook = Pick<UserRecord, "addresses" | "defaultAddress">;

/** The saved addresses, oldest first; the chosen default, or the first when none is chosen (or it was removed). */
function toSavedAddresses(user: AddressBook): SavedAddress[] {
  const chosen = user.defaultAddress?.toString();
  const defaultId = user.addresses.some((entry) => entry._id.toString() === chosen) ? chosen : user.addresses[0]?._id.toString();
  return user.addresses.map((entry) => ({
    id: entry._id.toString(),
    ...addressShown(entry),
    country: entry.country ?? "",
    isDefault: entry._id.toString() === defaultId,
  }));
}

// By id alone: whoever holds a customer session shops with this book (route() lets only those through).
const customerFilter = (userId: string) => ({ _id: userId });
const BOOK_FIELDS = { addresses: 1, defaultAddress: 1 } as const;

function addressFields({ makeDefault: _makeDefault, ...address }: SavedAddressInput) {
  return address;
}

export async function listAddresses(userId: string): Promise<SavedAddress[]> {
  await connectToDatabase();
  const user = await User.findOne(customerFilter(userId)).select(BOOK_FIELDS).lean();
  // route() has just checked this customer; gone since means the session is no longer one.
  if (!user) throw accountGone();
  return toSavedAddresses(user);
}

/** Adds an address while the book has room: the cap is part of the one conditional update, so two tabs racing cannot pass it. */
export async function addAddress(userId: string, input: SavedAddressInput): Promise<SavedAddress[]> {
  await connectToDatabase();
  const id = new Types.ObjectId();
  const user = await User.findOneAndUpdate(
    { ...customerFilter(userId), [`addresses.${MAX_SAVED_ADDRESSES - 1}`]: { $exists: false } },
    { $push: { addresses: { _id: id, ...addressFields(input) } }, ...(input.makeDefault ? { $set: { defaultAddress: id } } : {}) },
    { returnDocument: "after", runValidators: true, projection: BOOK_FIELDS },
  ).lean();
  if (user) return toSavedAddresses(user);
  if (await User.exists(customerFilter(userId))) throw new DomainError("address-limit", "conflict", ACCOUNT_PAGE_MESSAGES.addressLimit);
  throw accountGone();
}

/** Replaces one of the account's own addresses; anyone else's id, or one removed, is not found. */
export async function updateAddress(userId: string, addressId: string, input: SavedAddressInput): Promise<SavedAddress[]> {
  await connectToDatabase();
  const id = new Types.ObjectId(addressId);
  const set: Record<string, unknown> = { "addresses.$": { _id: id, ...addressFields(input) } };
  if (input.makeDefault) set.defaultAddress = id;
  const user = await User.findOneAndUpdate({ ...customerFilter(userId), "addresses._id": addressId }, { $set: set }, { returnDocument: "after", runValidators: true, projection: BOOK_FIELDS }).lean();
  if (!user) throw new DomainError("address-not-found", "not-found", ACCOUNT_PAGE_MESSAGES.addressNotFound);
  return toSavedAddresses(user);
}

/** Removes one of the account's own addresses. A removed default leaves the first remaining one as the default. */
export async function removeAddress(userId: string, addressId: string): Promise<SavedAddress[]> {
  await connectToDatabase();
  const user = await User.findOneAndUpdate(
    { ...customerFilter(userId), "addresses._id": addressId },
    { $pull: { addresses: { _id: new Types.ObjectId(addressId) } } },
    { returnDocument: "after", projection: BOOK_FIELDS },
  ).lean();
  if (!user) throw new DomainError("address-not-found", "not-found", ACCOUNT_PAGE_MESSAGES.addressNotFound);
  return toSavedAddresses(user);
}
