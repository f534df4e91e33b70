import "server-only";
import { LOW_STOCK } from "@/lib/catalog/product-view";
import { Product } from "@/models/product";

export interface LowSize {
  productId: string;
  name: string;
  label: string;
  stock: number;
}

export interface StockAlerts {
  /** Sizes with no units left, across every product. */
  soldOutSizes: number;
  /** Sizes with a few units left (LOW_STOCK or fewer), not counting the sold-out ones. */
  lowSizes: number;
  /** The emptiest sizes first, for the owner to restock. */
  lowest: LowSize[];
}

const SHOWN = 8;

/** Which sizes have run out or are running low: counted by size, since a product may sell out in one size only. */
export async function stockAlerts(): Promise<StockAlerts> {
  const low = { "sizes.stock": { $lte: LOW_STOCK } };
  const [counts, lowest] = await Promise.all([
    Product.aggregate<{ soldOut: number; low: number }>([
      { $match: low },
      { $unwind: "$sizes" },
      { $match: low },
      { $group: { _id: null, soldOut: { $sum: { $cond: [{ $lte: ["$sizes.stock", 0] }, 1, 0] } }, low: { $sum: { $cond: [{ $gt: ["$sizes.stock", 0] }, 1, 0] } } } },
    ]),
    Product.aggregate<{ _id: unknown; name: string; label: string; stock: number }>([
      { $match: low },
      { $unwind: "$sizes" },
      { $match: low },
      { $sort: { "sizes.stock": 1, name: 1 } },
      { $limit: SHOWN },
      { $project: { name: 1, label: "$sizes.label", stock: "$sizes.stock" } },
    ]),
  ]);
  return {
    soldOutSizes: counts[0]?.soldOut ?? 0,
    lowSizes: counts[0]?.low ?? 0,
    lowest: lowest.map((size) => ({ productId: String(size._id), name: size.name, label: size.label ?? "", stock: size.stock })),
  };
}
