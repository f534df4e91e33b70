/** A page's URL query as Next.js hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The props of an admin list page: its query. */
export interface ListPageProps {
  searchParams: Promise<SearchParams>;
}

/** The props of an admin page for one record by its id (a customer, a product). */
export interface RecordPageProps {
  params: Promise<{ id: string }>;
}
