/**
 * Shoppers placing bank-transfer orders of one product's first size as fast as they are answered,
 * as wrk's connections (wrk-load.ts): each request's body its own e-mail address and its
 * X-Forwarded-For a client /64 of its own, so the per-address allowances meet each order once.
 */
import { bankOrderBody } from "./bank-order";
import type { ListedProduct } from "./owner-session";
import { runWrk, type WrkResult } from "./wrk-load";

let bursts = 0;

export function wrkOrderBurst(baseUrl: string, product: ListedProduct, options: { shoppers: number; seconds: number }): Promise<WrkResult> {
  bursts += 1;
  const body = JSON.stringify(bankOrderBody(product, "EMAIL"));
  const request = `
sent = 0
request = function()
  sent = sent + 1
  local body = string.gsub([==[${body}]==], "EMAIL", string.format("drop.${bursts}.%d.%d@example.com", thread_number, sent))
  local client = string.format("2001:db8:%x:%x::1", ${bursts * 256} + thread_number, sent)
  return wrk.format("POST", nil, { ["content-type"] = "application/json", ["x-forwarded-for"] = client }, body)
end
`;
  return runWrk(`${baseUrl}/api/payment/initialize`, { connections: options.shoppers, seconds: options.seconds, threads: 2, request });
}
