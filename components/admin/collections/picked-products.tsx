"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import formStyles from "../form.module.css";

export interface PickableProduct {
  _id: string;
  label: string;
}

interface Props {
  products: PickableProduct[];
  picked: string[];
  onChange(picked: string[]): void;
  error?: string;
}

/** The hand-picked products in their order: add one from the list, move each up or down, take it out. */
export function PickedProducts({ products, picked, onChange, error }: Props) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const labels = new Map(products.map((product) => [product._id, product.label]));
  const move = (from: number, to: number) => {
    const next = [...picked];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <div className={formStyles.form}>
      <div className={formStyles.actions}>
        <label htmlFor={`${id}-add`}>Add a product</label>
        <select id={`${id}-add`} value={choice} onChange={(event) => setChoice(event.target.value)} data-testid="collection-pick" aria-describedby={error ? `${id}-error` : undefined}>
          <option value="">Choose…</option>
          {products
            .filter((product) => !picked.includes(product._id))
            .map((product) => (
              <option key={product._id} value={product._id}>
                {product.label}
              </option>
            ))}
        </select>
        <button
          type="button"
          className={buttonClass("secondary", { small: true })}
          disabled={!choice}
          onClick={() => {
            onChange([...picked, choice]);
            setChoice("");
          }}
          data-testid="collection-pick-add"
        >
          Add
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <ol data-testid="collection-picked">
        {picked.map((productId, index) => {
          const label = labels.get(productId) ?? "A product no longer in the shop";
          return (
            <li key={productId}>
              {label}{" "}
              <button type="button" className={buttonClass("ghost", { small: true })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                Up<span className="visually-hidden"> {label}</span>
              </button>
              <button type="button" className={buttonClass("ghost", { small: true })} disabled={index === picked.length - 1} onClick={() => move(index, index + 1)}>
                Down<span className="visually-hidden"> {label}</span>
              </button>
              <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => onChange(picked.filter((other) => other !== productId))}>
                Remove<span className="visually-hidden"> {label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
