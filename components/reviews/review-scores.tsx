/** How long it lasts and how far it carries, as the buyer scored them; nothing when they said neither. */
export function ReviewScores({ review, className }: { review: { longevity: number | null; projection: number | null }; className: string | undefined }) {
  const scores = [review.longevity ? `Longevity ${review.longevity}/5` : null, review.projection ? `Projection ${review.projection}/5` : null].filter(Boolean);
  if (scores.length === 0) return null;
  return <p className={className}>{scores.join(" · ")}</p>;
}
