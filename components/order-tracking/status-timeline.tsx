import { timelineSteps } from "@/lib/orders/timeline";
import type { OrderStatus } from "@/lib/vocabulary/order-statuses";
import styles from "./tracking.module.css";

export function StatusTimeline({ status }: { status: OrderStatus }) {
  return (
    <ol className={styles.timeline} aria-label="Order progress" data-testid="status-timeline">
      {timelineSteps(status).map((step) => (
        <li
          key={step.status}
          className={[styles.step, step.complete && styles.complete, step.current && styles.current].filter(Boolean).join(" ")}
          aria-current={step.current ? "step" : undefined}
          data-testid="timeline-step"
          data-complete={step.complete}
        >
          <span className={styles.stepName}>
            {step.status}
            <span className="visually-hidden">{step.complete ? " (complete)" : " (not yet)"}</span>
          </span>
          <span className={styles.stepText}>{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
