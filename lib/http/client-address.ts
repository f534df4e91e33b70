import { CLIENT_ADDRESS_HEADER } from "./trusted-proxies.mjs";

export { CLIENT_ADDRESS_HEADER };

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/**
 * The client's address as the server stamped it from the socket and TRUSTED_PROXIES (see
 * trusted-proxies.mjs). X-Forwarded-For is never read here: anyone can write it. "unknown" when
 * the process runs without the stamp (next dev, tests that set no address).
 */
export function clientAddress(headers: HeaderBag): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return (Array.isArray(value) ? value[0] : value) || "unknown";
}
