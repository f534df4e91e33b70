import "server-only";
import { z } from "zod";
import { bankAccountSchema, type BankAccount } from "./schemas";

/** The spec's two merchant accounts: one at a mobile-money bank, one at a microfinance bank. */
export const DEFAULT_BANK_ACCOUNTS: BankAccount[] = [
  { id: "opay", bankName: "OPay", accountNumber: "8123456789", accountName: "Scents Fragrances Ltd" },
  { id: "moniepoint", bankName: "Moniepoint MFB", accountNumber: "5012345678", accountName: "Scents Fragrances Ltd" },
];

const accountsSchema = z.array(bankAccountSchema).min(1, "List at least one account");

/**
 * The accounts a new shop's settings start with: MERCHANT_BANK_ACCOUNTS (a JSON list) or the
 * defaults. Read once, when the settings are first stored; /admin/settings edits them after that.
 * A malformed value is an error, never ignored.
 */
export function initialBankAccounts(env: Record<string, string | undefined> = process.env): BankAccount[] {
  const raw = env.MERCHANT_BANK_ACCOUNTS?.trim();
  if (!raw) return DEFAULT_BANK_ACCOUNTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error("MERCHANT_BANK_ACCOUNTS must be a JSON list of { id, bankName, accountNumber, accountName }");
  }
  const result = accountsSchema.safeParse(parsed);
  if (!result.success) throw new Error(`MERCHANT_BANK_ACCOUNTS is invalid: ${result.error.issues[0]?.message ?? "bad value"}`);
  return result.data;
}
