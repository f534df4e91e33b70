/**
 * The client's address as the server in front of us reports it. Next's own server sets
 * x-forwarded-for from the socket; behind a proxy the first entry is the original client.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  return first || headers.get("x-real-ip") || "unknown";
}
