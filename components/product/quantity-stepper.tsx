"use client";

import { useId } from "react";
import styles from "./quantity-stepper.module.css";

interface QuantityStepperProps {
  label: string;
  value: number;
  max: number;
  onChange(quantity: number): void;
  disabled?: boolean;
  testId: string;
  /** Shown to screen readers only when the label is obvious from context. */
  hideLabel?: boolean;
}

/** − / number / + for a quantity from 1 to max; typing below 1 is ignored (spec), above max is capped. */
export function QuantityStepper({ label, value, max, onChange, disabled = false, testId, hideLabel = false }: QuantityStepperProps) {
  const id = useId();
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label={`Decrease ${label.toLowerCase()}`} data-testid={`${testId}-decrease`}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          className={styles.input}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (event.target.value === "" || !Number.isFinite(next) || next < 1) return;
            onChange(Math.min(Math.floor(next), max));
          }}
          data-testid={`${testId}-input`}
        />
        <button type="button" className={styles.step} onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={`Increase ${label.toLowerCase()}`} data-testid={`${testId}-increase`}>
          +
        </button>
      </div>
    </div>
  );
}
