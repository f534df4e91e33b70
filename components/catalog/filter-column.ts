/** The filters' column beside the results above 860px: shop-filter-panel.module.css's 250px and its 2rem gap. */
export const FILTER_COLUMN_PX = 250 + 32;
