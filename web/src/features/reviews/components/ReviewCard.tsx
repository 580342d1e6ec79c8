import { type Review } from '@voltcart/contract';
import { BadgeCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../../shared/api-client';
import { formatDateTime } from '../../../shared/text';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { buttonClasses } from '../../../shared/ui/button-styles';
import { StarRating } from '../../../shared/ui/StarRating';
import { reviewsApi } from '../api';

/** One review with its Helpful and Report buttons (signed-in shoppers, never on their own). */
export function ReviewCard({ review, signedIn, onChanged }: { review: Review; signedIn: boolean; onChanged: () => void }) {
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [working, setWorking] = useState(false);
  const reasonField = useRef<HTMLInputElement>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const canAct = signedIn && !review.mine;

  const markHelpful = async () => {
    setWorking(true);
    try {
      const answer = await reviewsApi.helpful(review._id);
      toast.success(answer.message);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not count your vote.'));
    } finally {
      setWorking(false);
    }
  };

  const sendReport = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Say why you are reporting this review');
      reasonField.current?.focus();
      return;
    }
    setWorking(true);
    try {
      const answer = await reviewsApi.report(review._id, reason.trim());
      toast.success(answer.message);
      setReporting(false);
      setReason('');
      reportButton.current?.focus();
    } catch (error) {
      setProblem(errorMessage(error, 'Could not send your report.'));
      reasonField.current?.focus();
    } finally {
      setWorking(false);
    }
  };

  return (
    <article aria-labelledby={`${ids}-title`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        <h3 id={`${ids}-title`} className="font-semibold text-slate-900">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{review.author}</span>
        <time dateTime={review.date}>{formatDateTime(review.date)}</time>
        {review.verified && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <BadgeCheck className="size-4" aria-hidden /> Verified purchase
          </span>
        )}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-700">{review.body}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-slate-600">
          {review.helpfulCount} {review.helpfulCount === 1 ? 'person' : 'people'} found this helpful
        </span>
        {canAct && (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={working || review.voted}
              aria-pressed={review.voted}
              onClick={() => void markHelpful()}
            >
              Helpful
            </Button>
            <button
              ref={reportButton}
              type="button"
              className={buttonClasses('secondary', 'sm')}
              aria-expanded={reporting}
              aria-controls={`${ids}-report`}
              onClick={() => {
                flushSync(() => {
                  setReporting(!reporting);
                  setProblem('');
                });
                reasonField.current?.focus();
              }}
            >
              Report
            </button>
          </>
        )}
      </div>
      {reporting && (
        <form id={`${ids}-report`} onSubmit={(event) => void sendReport(event)} noValidate className="mt-3 space-y-2">
          <label htmlFor={`${ids}-reason`} className="block text-sm font-medium text-slate-800">
            Why are you reporting this review?
          </label>
          <input
            ref={reasonField}
            id={`${ids}-reason`}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids}-reason-note` : undefined}
            className="block h-11 w-full rounded-lg border border-slate-300 px-3"
          />
          {problem && (
            <p id={`${ids}-reason-note`} className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <Button type="submit" size="sm" disabled={working}>
            Send report
          </Button>
        </form>
      )}
    </article>
  );
}
