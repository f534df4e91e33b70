"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { fromShopDateTimeInput } from "@/lib/calendar/shop-calendar";
import formStyles from "../form.module.css";

interface Props {
  productId: string;
  /** Each size with its own time on sale as a datetime-local field shows it in Lagos time; "" for none. */
  sizes: { sizeId: string; label: string; onSaleAt: string }[];
}

/** A drop per size: when each size goes on sale (Lagos time); a size left empty sells with the product. */
export function SizeDropForm({ productId, sizes }: Props) {
  const router = useRouter();
  const [times, setTimes] = useState(() => sizes.map((size) => size.onSaleAt));
  const { busy, error, status: saved, send } = useSend("sizes");
  /** A refusal's words for each size, by its row ("sizes.1.onSaleAt"). */
  const [rowErrors, setRowErrors] = useState<(string | undefined)[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRowErrors([]);
    await send(async () => {
      try {
        const answer = await apiRequest<{ message: string }>(`/products/drop/${productId}/sizes`, {
          method: "PUT",
          body: { sizes: sizes.map((size, index) => ({ sizeId: size.sizeId, onSaleAt: fromShopDateTimeInput(times[index] ?? "") })) },
        });
        router.refresh();
        return answer.message;
      } catch (failure) {
        if (failure instanceof ApiError) setRowErrors(sizes.map((_, index) => (failure.fieldErrors[`sizes.${index}.onSaleAt`] ?? failure.fieldErrors[`sizes.${index}.sizeId`])?.[0]));
        throw failure;
      }
    });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label="Drop per size" data-testid="size-drop-form" noValidate>
      {sizes.map((size, index) => (
        <FormField
          key={size.sizeId}
          id={`size-drop-${size.sizeId}`}
          label={`${size.label} goes on sale at`}
          hint={index === 0 ? "Lagos time, for a size with a drop of its own: the other sizes sell. Empty: it sells with the product." : undefined}
          error={rowErrors[index]}
          look="compact"
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={times[index] ?? ""}
              onChange={(event) => setTimes((current) => current.map((time, at) => (at === index ? event.target.value : time)))}
              data-testid="size-drop-on-sale-at"
            />
          )}
        </FormField>
      ))}
      <FormFooter submit="Save size drops" pending="Saving..." busy={busy} submitTestId="size-drop-save" variant="secondary" small status={saved} error={rowErrors.some(Boolean) ? undefined : error} />
    </form>
  );
}
