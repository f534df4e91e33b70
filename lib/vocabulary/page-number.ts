import { z } from "zod";

const PAGE_MESSAGE = "Page must be a whole number from 1";
/** Far past any list's last page; a bound keeps a hand-written page from asking the database to skip without end. */
const MAX_PAGE = 100_000;

/** A list's page in a URL or query: 1 when not given. */
export const pageNumberSchema = z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(MAX_PAGE, PAGE_MESSAGE).default(1);

/** How many pages a list of `total` takes at `perPage` a page: an empty list still has its one page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
