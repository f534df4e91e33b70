import "server-only";
import { z } from "zod";

export interface MerchantBankAccount {
  id: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** The spec's two merchant accounts: one at a mobile-money bank, one at a microfinance bank. */
export const DEFAULT_BANK_ACCOUNTS: MerchantBankAccount[] = [
  { id: "opay", bankName: "OPay", accountNumber: "8123456789", accountName: "Scents Fragrances Ltd" },
  { id: "moniepoint", bankName: "Moniepoint MFB", accountNumber: "5012345678", accountName: "Scents Fragrances Ltd" },
];

const accountsSchema = z
  .array(
    z.object({
      id: z.string().trim().min(1).max(40),
      bankName: z.string().trim().min(1).max(80),
      accountNumber: z.string().trim().regex(/^\d{10}$/, "A NUBAN account number has 10 digits"),
      accountName: z.string().trim().min(1).max(120),
    }),
  )
  .min(1);

/** Accounts from MERCHANT_BANK_ACCOUNTS (a JSON list) or the defaults; a malformed setting is an error, never ignored. */
export function merchantBankAccounts(env: Record<string, string | undefined> = process.env): MerchantBankAccount[] {
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

export function findMerchantBankAccount(id: string): MerchantBankAccount | undefined {
  return merchantBankAccounts().find((account) => account.id === id);
}
