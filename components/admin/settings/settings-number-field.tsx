import type { ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";

interface Props {
  /** The field's id and test id, after "settings-". */
  name: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  /** The text typed, so a half-typed number is not rewritten under the cursor. */
  value: string;
  min: number;
  max?: number;
  /** "0.01" for naira amounts; whole numbers otherwise. */
  step?: "1" | "0.01";
  disabled: boolean;
  onChange(value: string): void;
}

/** A number on the settings screen, with its label, hint and message. */
export function SettingsNumberField({ name, label, hint, error, value, min, max, step = "1", disabled, onChange }: Props) {
  const id = `settings-${name}`;
  return (
    <FormField id={id} label={label} look="compact" hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={min}
          max={max}
          step={step}
          inputMode={step === "1" ? "numeric" : "decimal"}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          data-testid={id}
        />
      )}
    </FormField>
  );
}
