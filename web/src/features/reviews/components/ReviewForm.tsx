import { REVIEW_LIMITS, ReviewChangesBody, type Review } from '@voltcart/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { fieldProblems } from '../../../shared/field-problems';
import { showProblems } from '../../../shared/focus-first-problem';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { reviewsApi } from '../api';

const FIELDS = ['rating', 'title', 'body'] as const;
type Field = (typeof FIELDS)[number];
type Problems = Partial<Record<Field | 'form', string>>;

/** Writes the shopper's review of the product, or edits theirs (`mine`); each refused field says why under it. */
export function ReviewForm({ productId, mine, onSaved }: { productId: string; mine: Review | null; onSaved: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [title, setTitle] = useState(mine?.title ?? '');
  const [body, setBody] = useState(mine?.body ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const bodyNote = `${ids}-body-note`;
  const ratingNote = `${ids}-rating-note`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReviewChangesBody.safeParse({ rating: rating || undefined, title, body });
    if (!parsed.success) return showProblems(form.current, () => setProblems(fieldProblems(parsed.error.issues, FIELDS)));
    setProblems({});
    setSaving(true);
    try {
      const answer = mine
        ? await reviewsApi.update(mine._id, parsed.data)
        : await reviewsApi.create({ productId, ...parsed.data });
      toast.success(answer.message);
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const words = errorMessage(error, 'Could not save your review. Please try again.');
      showProblems(form.current, () => setProblems(fields ? (fields as Problems) : { form: words }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-4"
      aria-labelledby={`${ids}-heading`}
    >
      <h3 id={`${ids}-heading`} className="text-base font-semibold text-slate-900">
        {mine ? 'Edit your review' : 'Write a review'}
      </h3>
      <fieldset aria-describedby={problems.rating ? ratingNote : undefined}>
        <legend className="text-sm font-medium text-slate-800">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                aria-invalid={problems.rating && star === 1 ? true : undefined}
                className="peer sr-only"
              />
              <span
                className={`flex size-10 items-center justify-center rounded-lg border text-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${
                  rating >= star ? 'border-amber-400 bg-amber-50 text-amber-600' : 'border-slate-300 text-slate-400'
                }`}
                aria-hidden
              >
                ★
              </span>
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {problems.rating && (
          <p id={ratingNote} className="mt-1 text-sm text-red-700">
            {problems.rating}
          </p>
        )}
      </fieldset>
      <TextField
        label="Title"
        name="title"
        value={title}
        maxLength={REVIEW_LIMITS.titleMax}
        onChange={(event) => setTitle(event.target.value)}
        problem={problems.title}
      />
      <div>
        <label htmlFor={`${ids}-body`} className="block text-sm font-medium text-slate-800">
          Your review
        </label>
        <textarea
          id={`${ids}-body`}
          name="body"
          rows={5}
          value={body}
          maxLength={REVIEW_LIMITS.bodyMax}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={bodyNote}
          className={`mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 ${problems.body ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id={bodyNote} className={`mt-1 text-sm ${problems.body ? 'text-red-700' : 'text-slate-600'}`}>
          {problems.body ?? `At least ${REVIEW_LIMITS.bodyMin} characters.`}
        </p>
      </div>
      {problems.form && (
        <p role="alert" className="text-sm text-red-700">
          {problems.form}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : mine ? 'Save review' : 'Post review'}
      </Button>
    </form>
  );
}
