"use client";

import { orderQuestion, whatsappLink } from "@/lib/content/whatsapp-link";
import Link from "next/link";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ORDER_NOT_FOUND, type TrackingAnswer } from "@/lib/orders/tracked-order";
import { ORDER_NUMBER_EXAMPLE } from "@/lib/vocabulary/order-number";
import type { TrackingField } from "./tracking-checks";
import styles from "./tracking.module.css";

type Field = TrackingField;
const FIELDS: readonly Field[] = ["orderNumber", "email"];
const trackingChecks = () => import("./tracking-checks");
const loadCheck = () => trackingChecks().then((checks) => checks.trackingFieldError);
const idFor = (field: Field) => `tracking-${field}`;
// The page opens on the form: the order's details, the shipping panel and the API client load only
// once there is an order to look up, fetched beside the lookup itself.
const apiClient = () => import("@/lib/api-client/api-client");
const orderDetails = () => import("./tracked-order-details");
const TrackedOrderDetails = dynamic(() => orderDetails().then((module) => module.TrackedOrderDetails), { ssr: false });

export const TRACKING_MESSAGES = {
  notFound: "Order not found. Please check your Order ID and/or email.",
  failed: "An error occurred while tracking your order. Please try again later.",
} as const;

/** `whatsappNumber`: the owner's, for "Questions about this order"; empty offers no link. */
export function TrackingView({ initialId, whatsappNumber = "" }: { initialId: string; whatsappNumber?: string }) {
  const router = useRouter();
  const { values, errors, edit, validateLoaded } = useFormFields<Field>({
    initial: { orderNumber: initialId, email: "" },
    fields: FIELDS,
    idFor,
    loadCheck,
  });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [order, setOrder] = useState<TrackingAnswer | null>(null);
  const [trackedEmail, setTrackedEmail] = useState("");
  // Only the id the page was opened with is tracked on arrival; later URL changes come from this form.
  const [arrivalId] = useState(initialId);
  const autoTracked = useRef(false);
  const latest = useRef(0);

  async function track(orderNumber: string, email: string) {
    const attempt = ++latest.current;
    setLoading(true);
    setFailure(null);
    const query = new URLSearchParams({ orderNumber });
    if (email) query.set("email", email);
    // Fetched beside the lookup; if it fails here, rendering the details asks again.
    orderDetails().catch(() => undefined);
    try {
      const { apiRequest } = await apiClient();
      const found = await apiRequest<TrackingAnswer>(`/orders/track?${query}`, { timeoutMs: 10_000 });
      if (attempt !== latest.current) return;
      setOrder(found);
      setTrackedEmail(email);
    } catch (error) {
      if (attempt !== latest.current) return;
      setOrder(null);
      const notFound = error instanceof Error && "reason" in error && error.reason === ORDER_NOT_FOUND;
      setFailure(notFound ? TRACKING_MESSAGES.notFound : TRACKING_MESSAGES.failed);
    } finally {
      if (attempt === latest.current) setLoading(false);
    }
  }

  useEffect(() => {
    if (autoTracked.current || !arrivalId) return;
    autoTracked.current = true;
    void trackingChecks().then(({ trackingFieldError }) => {
      if (!trackingFieldError("orderNumber", { orderNumber: arrivalId, email: "" })) void track(arrivalId.trim(), "");
    });
  }, [arrivalId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await validateLoaded())) return;
    const orderNumber = values.orderNumber.trim();
    router.replace(`/order-tracking?id=${encodeURIComponent(orderNumber)}`, { scroll: false });
    void track(orderNumber, values.email.trim());
  }

  const failureWithHelp = failure ? (
    <>
      {failure} <Link href="/contact-us">Contact Support</Link>
    </>
  ) : null;

  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="tracking-form-title">
        <h2 id="tracking-form-title" className="visually-hidden">
          Find your order
        </h2>
        <form className={styles.form} onSubmit={submit} noValidate data-testid="tracking-form">
          <FormField id={idFor("orderNumber")} label="Order ID" error={errors.orderNumber} errorTestId="tracking-order-id-error">
            {(control) => (
              <input
                {...control}
                value={values.orderNumber}
                placeholder={ORDER_NUMBER_EXAMPLE}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => edit("orderNumber", event.target.value)}
                data-testid="tracking-order-id"
              />
            )}
          </FormField>
          <FormField id={idFor("email")} label="Email" optional error={errors.email}>
            {(control) => (
              <input {...control} type="email" value={values.email} autoComplete="email" onChange={(event) => edit("email", event.target.value)} data-testid="tracking-email" />
            )}
          </FormField>
          <FormFooter className={styles.wide} submit="Track order" pending="Tracking..." busy={loading} submitTestId="tracking-submit" error={failureWithHelp} errorTestId="tracking-error" />
        </form>
      </section>

      {order ? <TrackedOrderDetails key={`${order.orderNumber}:${trackedEmail}`} order={order} email={trackedEmail} onUpdated={setOrder} /> : null}
      {order && whatsappNumber ? (
        <p>
          <a href={whatsappLink(whatsappNumber, orderQuestion(order.orderNumber))} target="_blank" rel="noopener noreferrer" data-testid="tracking-whatsapp">
            Questions about this order
          </a>
        </p>
      ) : null}
    </div>
  );
}
