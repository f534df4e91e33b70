"use client";

import { useState, type FormEvent } from "react";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { fieldErrorsOf, type FieldErrors } from "@/lib/http/errors";
import { MAX_LOW_STOCK_THRESHOLD } from "@/lib/vocabulary/stock-moves";
import { MAX_HOLD_HOURS, SETTINGS_MESSAGES, storeSettingsSchema, type StoreSettings } from "@/lib/settings/schemas";
import formStyles from "../form.module.css";
import { useNotify } from "@/components/ui/notifications";
import { BankAccountsFields } from "./bank-accounts-fields";
import { PaymentMethodsFields } from "./payment-methods-fields";
import { ShippingMethodsFields } from "./shipping-methods-fields";
import { DeliveryZonesFields } from "./delivery-zones-fields";
import { PaystackChannelsFields } from "./paystack-channels-fields";
import { ReviewSettingsFields } from "./review-settings-fields";
import { AbandonedCheckoutFields } from "./abandoned-checkout-fields";
import { ShopDetailsFields } from "./shop-details-fields";
import { PayOnDeliveryFields } from "./pay-on-delivery-fields";
import { WhatsappNumberField } from "./whatsapp-number-field";
import { SettingsNumberField } from "./settings-number-field";
import { SettingsSection } from "./settings-section";
import { RefundKeyField } from "./refund-key-field";
import { CONTACT_FALLBACK } from "@/lib/orders/shop-details";
import { messageAt, settingsInputOf, valuesOf, type SettingsValues } from "./settings-values";
import styles from "./settings.module.css";
import { FormFooter } from "@/components/ui/form-footer";

const NUMBER_FIELDS = [
  {
    key: "bankTransferHoldHours",
    label: "Hours an unpaid transfer keeps its stock",
    hint: "When the time is up and no transfer has been confirmed, the order is cancelled and its stock returned.",
    max: MAX_HOLD_HOURS,
  },
  {
    key: "unpaidHoldPercent",
    label: "Share of a size unpaid orders may hold (%)",
    hint: "Transfers awaiting payment may hold at most this share of a size's unsold units; past it the shopper is asked to pay by card. 0: transfers hold nothing.",
    max: 100,
    min: 0,
  },
  { key: "maxUnitsPerProduct", label: "Most units of one product per order", hint: "A larger quantity is refused at checkout.", max: 1000 },
  { key: "maxUnitsPerOrder", label: "Most units in one order", hint: "All products together; at least the limit per product.", max: 10_000 },
  {
    key: "lowStockThreshold",
    label: "E-mail me when a size falls to",
    hint: "Units left in any one size: one e-mail each time it falls there. A product can have its own figure on its stock history page.",
    max: MAX_LOW_STOCK_THRESHOLD,
    min: 0,
  },
] as const;

interface Props {
  initial: StoreSettings;
  /** Why this server cannot take card payments, or null when it can. */
  cardUnavailable: string | null;
}

/** 'Shipping & Payment Settings': the lists checkout uses, checked here and again by the server. */
export function SettingsForm({ initial, cardUnavailable }: Props) {
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  function change<K extends keyof SettingsValues>(key: K, next: SettingsValues[K], touched: string) {
    setValues((current) => ({ ...current, [key]: next }));
    // A changed field's message goes; adding or removing a row renumbers the list, so all of its go.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path !== touched && !path.startsWith(`${touched}.`))));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = storeSettingsSchema.safeParse(settingsInputOf(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const saved = await apiRequest<StoreSettings>("/settings", { method: "PUT", body: parsed.data });
      setValues(valuesOf(saved));
      setErrors({});
      notify("success", SETTINGS_MESSAGES.saved);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notify("error", SETTINGS_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className={formStyles.pageTitle}>Shipping &amp; Payment Settings</h1>
      <form className={`${formStyles.card} ${formStyles.form}`} onSubmit={submit} noValidate data-testid="settings-form">
        <div className={styles.sections}>
          <DeliveryZonesFields rows={values.deliveryZones} errors={errors} disabled={busy} onChange={(rows, touched) => change("deliveryZones", rows, touched)} />
          <ShippingMethodsFields
            rows={values.shippingMethods}
            zones={values.deliveryZones}
            errors={errors}
            disabled={busy}
            onChange={(rows, touched) => change("shippingMethods", rows, touched)}
          />
          <PaymentMethodsFields
            rows={values.paymentMethods}
            errors={errors}
            disabled={busy}
            cardUnavailable={cardUnavailable}
            onChange={(rows, touched) => change("paymentMethods", rows, touched)}
          />
          <PaystackChannelsFields channels={values.paystackChannels} errors={errors} disabled={busy} onChange={(channels) => change("paystackChannels", channels, "paystackChannels")} />
          <BankAccountsFields rows={values.bankAccounts} errors={errors} disabled={busy} onChange={(rows, touched) => change("bankAccounts", rows, touched)} />
          <PayOnDeliveryFields zones={values.deliveryZones} terms={values.payOnDelivery} errors={errors} disabled={busy} onChange={(terms, touched) => change("payOnDelivery", terms, touched)} />
          <SettingsSection title="Holding stock" lead="Every order holds its stock until it is paid, so these limits keep one shopper from emptying the shelves.">
            <div className={styles.numbers}>
              {NUMBER_FIELDS.map((field) => (
                <SettingsNumberField
                  key={field.key}
                  name={field.key}
                  label={field.label}
                  hint={field.hint}
                  error={messageAt(errors, field.key)}
                  value={values[field.key]}
                  min={"min" in field ? field.min : 1}
                  max={field.max}
                  disabled={busy}
                  onChange={(value) => change(field.key, value, field.key)}
                />
              ))}
            </div>
          </SettingsSection>
          <RefundKeyField value={values.refundKeyAbove} errors={errors} disabled={busy} onChange={(amount) => change("refundKeyAbove", amount, "refundKeyAbove")} />
          <WhatsappNumberField value={values.whatsappNumber} errors={errors} disabled={busy} onChange={(number) => change("whatsappNumber", number, "whatsappNumber")} />
          <ShopDetailsFields details={values.shopDetails} fallback={CONTACT_FALLBACK} errors={errors} disabled={busy} onChange={(details, touched) => change("shopDetails", details, touched)} />
          <ReviewSettingsFields
            days={values.reviewRequestDays}
            atOnce={values.publishReviewsAtOnce}
            errors={errors}
            disabled={busy}
            onDays={(days) => change("reviewRequestDays", days, "reviewRequestDays")}
            onAtOnce={(atOnce) => change("publishReviewsAtOnce", atOnce, "publishReviewsAtOnce")}
          />
          <AbandonedCheckoutFields values={values.abandonedCheckouts} errors={errors} disabled={busy} onChange={(terms, touched) => change("abandonedCheckouts", terms, touched)} />
        </div>
        <FormFooter submit="Save Settings" pending="Saving..." busy={busy} submitTestId="settings-save" />
      </form>
    </>
  );
}
