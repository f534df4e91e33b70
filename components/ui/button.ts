import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost";

/** Class names for a button or a link styled as one, so links stay links and buttons stay buttons. */
export function buttonClass(variant: ButtonVariant = "primary", options: { small?: boolean; block?: boolean; className?: string } = {}): string {
  return [styles.button, styles[variant], options.small && styles.small, options.block && styles.block, options.className].filter(Boolean).join(" ");
}
