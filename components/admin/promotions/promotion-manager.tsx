"use client";

import { useState } from "react";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { PROMOTION_MESSAGES, type PromotionView } from "@/lib/promotions/schemas";
import formStyles from "../form.module.css";
import { ConfirmDialog } from "../confirm-dialog";
import { useConfirmedAction } from "../use-confirmed-action";
import { useNotify } from "@/components/ui/notifications";
import { PromotionForm } from "./promotion-form";
import { PromotionList } from "./promotion-list";

/** The add/edit form above the list; the list is updated in place from each answer. */
export function PromotionManager({ initialPromotions }: { initialPromotions: PromotionView[] }) {
  const [promotions, setPromotions] = useState(initialPromotions);
  const [editing, setEditing] = useState<PromotionView | null>(null);
  const removal = useConfirmedAction(remove);
  const notify = useNotify();

  function saved(promotion: PromotionView, created: boolean) {
    setPromotions((current) => (created ? [promotion, ...current] : current.map((item) => (item._id === promotion._id ? promotion : item))));
    setEditing(null);
    notify("success", created ? PROMOTION_MESSAGES.added : PROMOTION_MESSAGES.updated);
  }

  async function remove(promotion: PromotionView) {
    try {
      await apiRequest(`/promotions/${promotion._id}`, { method: "DELETE" });
      setPromotions((current) => current.filter((item) => item._id !== promotion._id));
      if (editing?._id === promotion._id) setEditing(null);
      notify("success", PROMOTION_MESSAGES.removed);
    } catch (error) {
      notify("error", error instanceof ApiError ? error.message : "Could not remove the promotion. Please try again.");
    }
  }

  return (
    <>
      <h1 className={formStyles.pageTitle}>Promotions</h1>
      <PromotionForm key={editing?._id ?? "new"} editing={editing} onSaved={saved} onCancel={() => setEditing(null)} />
      <PromotionList
        promotions={promotions}
        now={new Date()}
        onEdit={(promotion) => {
          setEditing(promotion);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        onRemove={removal.ask}
      />
      <ConfirmDialog {...removal.dialog} title="Remove promotion" confirmLabel="Remove" testId="remove-promotion-dialog">
        <p>{PROMOTION_MESSAGES.confirmRemove}</p>
        {removal.subject ? (
          <p>
            <strong>
              {removal.subject.name} ({removal.subject.code})
            </strong>
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
