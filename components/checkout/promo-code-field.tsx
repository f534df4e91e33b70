"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import type { QuotePromo } from "@/lib/pricing/pricing";
import styles from "./checkout.module.css";

interface PromoCodeFieldProps {
  /** The code sent for pricing, if any. */
  code: string;
  /** The server's verdict on it; null while it is being priced. */
  result: QuotePromo | null;
  onApply(code: string): void;
}

/** The 'Promo code' field: the server says whether the code applies, and why not when it does not. */
export function PromoCodeField({ code, result, onApply }: PromoCodeFieldProps) {
  const [typed, setTyped] = useState(code);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(typed.trim());
  }

  if (code && result?.applied) {
    return (
      <p className={styles.promoApplied} role="status" data-testid="promo-applied">
        Code {result.code} applied
        <button
          type="button"
          className={buttonClass("ghost", { small: true })}
          onClick={() => {
            setTyped("");
            onApply("");
          }}
          data-testid="promo-remove"
        >
          Remove<span className="visually-hidden"> code {result.code}</span>
        </button>
      </p>
    );
  }
  const refusal = code && result && !result.applied ? result.message : null;
  return (
    <form className={styles.promo} onSubmit={apply} noValidate data-testid="promo-form">
      <FormField id="checkout-promo-code" label="Promo code" optional error={refusal} errorRole="alert">
        {(control) => (
          <input {...control} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} data-testid="promo-code" />
        )}
      </FormField>
      <FormFooter submit="Apply" pending="Applying..." busy={Boolean(code) && result === null} disabled={!typed.trim()} variant="secondary" submitTestId="promo-apply" />
    </form>
  );
}
