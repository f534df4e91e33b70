import "server-only";
import type { z } from "zod";
import { pageCount } from "@/lib/vocabulary/page-number";
import type { Permission } from "@/lib/vocabulary/staff-roles";
import { adminPageQuery } from "./page-query";
import type { SearchParams } from "./page-props";
import { whileAdminPageGuarded } from "./require-admin";

/** What a list's read gives back besides its rows: how many there are in all and a page's size, or its page count. */
export type ListRead = { total: number; limit: number } | { pages: number };

/**
 * The server side of every admin list page: the admin guard (the list's permission), the page's query read from its URL
 * with the list's schema, the read (started while the guard checks the session) and the pager's
 * page count. A new list page is its query schema, its read and its columns.
 */
export async function adminListPage<S extends z.ZodType<{ page: number }>, L extends ListRead>(permission: Permission, schema: S, searchParams: Promise<SearchParams> | SearchParams, read: (query: z.infer<S>) => Promise<L>) {
  const query = adminPageQuery(schema, await searchParams);
  const { admin, data: list } = await whileAdminPageGuarded(permission, read(query));
  return { admin, query, list, pages: "pages" in list ? list.pages : pageCount(list.total, list.limit) };
}
