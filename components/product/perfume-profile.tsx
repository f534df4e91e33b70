import type { ProductView } from "@/lib/catalog/product-view";
import { NOTE_LAYER_LABELS, NOTE_LAYERS } from "@/lib/vocabulary/perfume";
import styles from "./perfume-profile.module.css";

type Perfume = Pick<ProductView, "concentration" | "forWhom" | "family" | "scentNotes">;

/**
 * A perfume's concentration, family and for whom, then its notes as a pyramid: top (what is smelt
 * first) narrowest, base (what lasts) widest. A list, so each layer is read out with its name.
 * Nothing for a product the owner has said none of this about.
 */
export function PerfumeProfile({ product }: { product: Perfume }) {
  const traits = [product.concentration, product.family ? `${product.family} family` : null, product.forWhom].filter((trait): trait is string => Boolean(trait));
  const notes = product.scentNotes;
  if (traits.length === 0 && !notes) return null;
  return (
    <section className={styles.profile} aria-labelledby="perfume-profile-title" data-testid="perfume-profile">
      <h2 id="perfume-profile-title" className={styles.title}>
        The scent
      </h2>
      {traits.length > 0 ? (
        <ul className={styles.traits} aria-label="What it is">
          {traits.map((trait) => (
            <li key={trait} className={styles.trait}>
              {trait}
            </li>
          ))}
        </ul>
      ) : null}
      {notes ? (
        <ol className={styles.pyramid} aria-label="Notes pyramid" data-testid="notes-pyramid">
          {NOTE_LAYERS.filter((layer) => notes[layer].length > 0).map((layer) => (
            <li key={layer} className={`${styles.layer} ${styles[layer]}`} data-testid={`notes-${layer}`}>
              <span className={styles.layerName}>{NOTE_LAYER_LABELS[layer]}</span> {notes[layer].join(", ")}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
