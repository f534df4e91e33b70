import type { ComponentProps } from "react";
import { TitledSection } from "@/components/ui/titled-section";
import styles from "./account.module.css";

/** One titled panel of the account page. */
export function AccountPanel(props: Omit<ComponentProps<typeof TitledSection>, "className" | "titleClassName">) {
  return <TitledSection {...props} className={styles.panel} titleClassName={styles.panelTitle} />;
}
