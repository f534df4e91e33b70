import type { ComponentProps } from "react";
import { TitledSection } from "@/components/ui/titled-section";
import formStyles from "./form.module.css";

/** One titled card of an admin screen. */
export function AdminCard(props: Omit<ComponentProps<typeof TitledSection>, "className" | "titleClassName">) {
  return <TitledSection {...props} className={formStyles.card} titleClassName={formStyles.sectionTitle} />;
}
