import type { Metadata } from "next";
import { PromotionManager } from "@/components/admin/promotions/promotion-manager";
import { requireAdminPage } from "@/lib/admin/require-admin";
import { listPromotions } from "@/lib/promotions/promotions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Promotions" };

export default async function AdminPromotionsPage() {
  await requireAdminPage("promotions");
  return <PromotionManager initialPromotions={await listPromotions()} />;
}
