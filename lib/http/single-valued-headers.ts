import "server-only";
import { ServerResponse } from "node:http";

const patched = Symbol.for("scents.singleValuedHeaders");

/**
 * Works around vercel/next.js#82117 (fix proposed in vercel/next.js#95913): a redirect decided
 * while Next.js renders a page for its cache is sent with its `Location` header twice, once set
 * by the render and once appended from the cache entry. Browsers cope; `fetch`, proxies that
 * merge repeated headers and search-engine crawlers read `/, /` and fail. Appending a value a
 * header already holds is dropped; different values are still appended (e.g. two cookies).
 */
export function dropRepeatedHeaderValues(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [patched]?: true };
  if (prototype[patched]) return;
  const appendHeader = prototype.appendHeader;
  prototype.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    const current = this.getHeader(name);
    const held = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
    const added = (Array.isArray(value) ? value : [value]).filter((item) => !held.includes(String(item)));
    return added.length === 0 ? this : appendHeader.call(this, name, added);
  };
  prototype[patched] = true;
}
