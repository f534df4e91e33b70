/**
 * True when a raw request path has a %-escape that does not decode (a lone `%`, a cut-off or
 * invalid UTF-8 sequence). Next cannot route such a path and would fail with a bare 500.
 */
export function hasBrokenEncoding(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}
