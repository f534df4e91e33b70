import { FilterSelect } from "@/components/ui/filter-select";
import { PRODUCT_VISIBILITIES, type ProductVisibility } from "@/lib/catalog/product-admin-schema";

const VISIBILITY_WORDS: Readonly<Record<ProductVisibility, string>> = { published: "Published", hidden: "Hidden" };

/** The list's published-or-hidden filter, in the words a bulk change names the whole list by: " hidden" in "all 3 hidden found for …". */
export const shownWords = (shown: ProductVisibility | undefined) => (shown ? ` ${VISIBILITY_WORDS[shown].toLowerCase()}` : "");

/** Which products the admin list shows: all, those shoppers see, or those hidden from them. */
export function VisibilityFilter({ shown }: { shown: ProductVisibility | undefined }) {
  return <FilterSelect id="product-shown" label="Shown to shoppers" name="shown" value={shown} all="All products" values={PRODUCT_VISIBILITIES} labels={VISIBILITY_WORDS} testId="product-shown" />;
}
