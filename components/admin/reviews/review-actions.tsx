"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { useSend } from "@/components/ui/use-send";
import { apiRequest } from "@/lib/api-client/api-client";
import { REVIEW_LIMITS, type ModerateReviewInput, type ReviewState } from "@/lib/reviews/schemas";
import formStyles from "../form.module.css";
import styles from "./reviews.module.css";

/** Publish or hide a review, and answer it in public; the list is rendered again after each. */
export function ReviewActions({ id, state, reply }: { id: string; state: ReviewState; reply: string }) {
  const router = useRouter();
  const [text, setText] = useState(reply);
  const { busy, error, status: done, send } = useSend("reply");

  async function act(input: ModerateReviewInput) {
    await send(async () => {
      const answer = await apiRequest<{ message: string }>(`/reviews/moderation/${id}`, { method: "POST", body: input });
      router.refresh();
      return answer.message;
    });
  }

  function saveReply(event: FormEvent) {
    event.preventDefault();
    void act({ action: "reply", reply: text });
  }

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {state !== "published" ? (
          <button type="button" className={buttonClass("primary", { small: true })} disabled={busy} onClick={() => void act({ action: "publish" })} data-testid="review-publish">
            Publish
          </button>
        ) : null}
        {state !== "hidden" ? (
          <button type="button" className={buttonClass("secondary", { small: true })} disabled={busy} onClick={() => void act({ action: "hide" })} data-testid="review-hide">
            Hide
          </button>
        ) : null}
        <p role="status" className={styles.meta} data-testid="review-action-status">
          {done}
        </p>
      </div>
      <form className={formStyles.form} onSubmit={saveReply} aria-label="Reply in public" data-testid="review-reply-form" noValidate>
        <FormField id={`review-reply-${id}`} label="Your public reply" hint="Shown under the review on the product's page. Leave empty to remove it." error={error} look="compact">
          {(control) => <textarea {...control} rows={2} maxLength={REVIEW_LIMITS.replyMax} value={text} onChange={(event) => setText(event.target.value)} data-testid="review-reply" />}
        </FormField>
        <FormFooter submit="Save reply" pending="Saving..." busy={busy} variant="secondary" small submitTestId="review-reply-submit" />
      </form>
    </div>
  );
}
