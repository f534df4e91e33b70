/** Spec §9: tax is 7.5% of the subtotal, kept in tenths of a percent so kobo sums stay whole. */
export const TAX_RATE_PER_MILLE = 75;

/** "7.5%", as the totals and the product page show it. */
export const TAX_RATE_LABEL = `${TAX_RATE_PER_MILLE / 10}%`;
