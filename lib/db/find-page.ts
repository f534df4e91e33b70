import "server-only";
import type { Model, QueryFilter, SortOrder } from "mongoose";
import { connectToDatabase } from "./connect";

/** One page of `model`'s documents matching `filter` in `sort` order, and how many match in all. */
export async function findPage<T>(
  // Any model whose documents read as T; its other type parameters do not matter here.
  model: Pick<Model<T>, "find" | "countDocuments" | "estimatedDocumentCount">,
  {
    filter = {},
    sort,
    page,
    limit,
    fields,
  }: {
    filter?: QueryFilter<T>;
    sort: Record<string, SortOrder>;
    page: number;
    limit: number;
    /** Only these paths (and _id): a list that shows a summary need not decode whole documents. */
    fields?: readonly string[];
  },
): Promise<{ records: T[]; total: number }> {
  await connectToDatabase();
  const [records, total] = await Promise.all([
    model
      .find(filter, fields ? fields.join(" ") : undefined)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<T[]>(),
    // An unfiltered total comes from the collection's own count, not a scan of every document.
    Object.keys(filter).length === 0 ? model.estimatedDocumentCount() : model.countDocuments(filter),
  ]);
  return { records, total };
}
