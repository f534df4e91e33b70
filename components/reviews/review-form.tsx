"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { fieldErrorsOf, type FieldErrors } from "@/lib/http/errors";
import { REVIEW_LIMITS, submitReviewSchema, type ReviewContent } from "@/lib/reviews/schemas";
import styles from "./review-form.module.css";
import { Options } from "@/components/ui/options";

export interface ReviewFormProps {
  /** What the buyer reviews: a signed-in buyer names the product, a link's holder sends the link. */
  target: { productId: string } | { token: string };
  productName: string;
  productPath: string;
  /** The buyer's review of it, when they wrote one: the form edits it. */
  initial: ReviewContent | null;
}

const SCALE = [1, 2, 3, 4, 5] as const;
const STAR_WORDS = ["", "1 star: poor", "2 stars: fair", "3 stars: good", "4 stars: very good", "5 stars: excellent"];
const SCALE_WORDS = { longevity: ["", "1: an hour or two", "2: a morning", "3: most of a day", "4: all day", "5: into the next day"], projection: ["", "1: close to the skin", "2: arm's length", "3: fills a room corner", "4: fills a room", "5: announces you"] };

/** One of the optional 1–5 scales, each step in words, and "Not saying" for none. */
function ScaleField({ scale, label, value, onChange, error }: { scale: keyof typeof SCALE_WORDS; label: string; value: string; onChange: (value: string) => void; error: string | undefined }) {
  return (
    <FormField id={`review-${scale}`} label={label} optional error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} data-testid={`review-${scale}`}>
          <option value="">Not saying</option>
          <Options values={SCALE} labels={SCALE_WORDS[scale]} />
        </select>
      )}
    </FormField>
  );
}

/** A buyer's review: stars, title and text, and how long it lasts and how far it carries if they like. */
export function ReviewForm({ target, productName, productPath, initial }: ReviewFormProps) {
  const [rating, setRating] = useState(initial ? String(initial.rating) : "");
  const [title, setTitle] = useState(initial?.title ?? "");
  const [text, setText] = useState(initial?.text ?? "");
  const [longevity, setLongevity] = useState(initial?.longevity ? String(initial.longevity) : "");
  const [projection, setProjection] = useState(initial?.projection ? String(initial.projection) : "");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = {
      ...target,
      rating: rating ? Number(rating) : undefined,
      title,
      text,
      longevity: longevity ? Number(longevity) : null,
      projection: projection ? Number(projection) : null,
    };
    const parsed = submitReviewSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string }>("/reviews", { method: "POST", body: parsed.data });
      setDone(answer.message);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(error instanceof Error ? error.message : "Your review could not be sent. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className={styles.done} role="status" data-testid="review-done">
        <p>{done}</p>
        <Link href={productPath}>Back to {productName}</Link>
      </div>
    );
  }

  const ratingError = errors.rating?.[0];
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="review-form" aria-describedby={failure ? "review-failure" : undefined}>
      <fieldset className={styles.stars} aria-describedby={ratingError ? "review-rating-error" : undefined}>
        <legend className={styles.legend}>Your rating</legend>
        <div className={styles.starChoices}>
          {SCALE.map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input type="radio" name="rating" value={stars} checked={rating === String(stars)} onChange={(event) => setRating(event.target.value)} data-testid={`review-rating-${stars}`} />
              <span>{STAR_WORDS[stars]}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="review-rating-error" className={styles.error}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <FormField id="review-title" label="Title" error={errors.title?.[0]}>
        {(control) => <input {...control} maxLength={REVIEW_LIMITS.titleMax} value={title} onChange={(event) => setTitle(event.target.value)} data-testid="review-title-input" />}
      </FormField>
      <FormField id="review-text" label="Your review" hint={`How it smells on you, how it wears in the heat: ${REVIEW_LIMITS.textMin} to ${REVIEW_LIMITS.textMax} characters.`} error={errors.text?.[0]}>
        {(control) => <textarea {...control} rows={6} maxLength={REVIEW_LIMITS.textMax} value={text} onChange={(event) => setText(event.target.value)} data-testid="review-text-input" />}
      </FormField>
      <div className={styles.pair}>
        <ScaleField scale="longevity" label="How long it lasts" value={longevity} onChange={setLongevity} error={errors.longevity?.[0]} />
        <ScaleField scale="projection" label="How far it carries" value={projection} onChange={setProjection} error={errors.projection?.[0]} />
      </div>
      <p className={styles.note}>Your review shows your first name and your city&apos;s initial, and “Verified purchase”. Links in it are shown as plain text.</p>
      <FormFooter submit={initial ? "Update review" : "Send review"} pending="Sending..." busy={busy} submitTestId="review-submit" error={failure} errorId="review-failure" errorTestId="review-failure" />
    </form>
  );
}
