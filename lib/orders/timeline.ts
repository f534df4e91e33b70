import { ORDER_STATUS, type OrderStatus } from "@/lib/vocabulary/order-statuses";

/** The tracking page's five steps and their texts (spec §4). */
export const TIMELINE: readonly { status: OrderStatus; text: string }[] = [
  { status: ORDER_STATUS.pending, text: "Your payment is awaiting confirmation" },
  { status: ORDER_STATUS.placed, text: "Your order has been placed." },
  { status: ORDER_STATUS.processing, text: "Your order is being prepared." },
  { status: ORDER_STATUS.shipped, text: "Your order has been shipped." },
  { status: ORDER_STATUS.delivered, text: "Your order has been delivered." },
];

export interface TimelineStep {
  status: OrderStatus;
  text: string;
  complete: boolean;
  current: boolean;
}

/** Each status marks every earlier step complete; Pending is always complete. */
export function timelineSteps(status: OrderStatus): TimelineStep[] {
  const reached = TIMELINE.findIndex((step) => step.status === status);
  return TIMELINE.map((step, index) => ({
    ...step,
    complete: index === 0 || (reached >= 0 && index <= reached),
    current: index === reached,
  }));
}
