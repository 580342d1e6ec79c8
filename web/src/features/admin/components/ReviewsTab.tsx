import type { AdminReview } from '@voltcart/contract';
import { Star } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api-client';
import { formatDateTime } from '../../../shared/text';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating } from '../../../shared/ui/StarRating';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { adminApi } from '../api';
import { Modal } from './Modal';
import { RetryAlert } from './RetryAlert';

type Status = 'loading' | 'ready' | 'failed';

/** Reviews for moderation, reported first: hide one (with the reason its author is emailed) or restore it. */
export function ReviewsTab() {
  const [reviews, setReviews] = useState<AdminReview[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [working, setWorking] = useState(false);

  const load = useCallback(
    () =>
      adminApi.reviews().then(
        (answer) => {
          setReviews(answer.data);
          setStatus('ready');
        },
        (problem: unknown) => {
          setError(errorMessage(problem, 'Failed to load reviews'));
          setStatus('failed');
        },
      ),
    [],
  );
  useEffect(() => {
    let current = true;
    adminApi.reviews().then(
      (answer) => {
        if (!current) return;
        setReviews(answer.data);
        setStatus('ready');
      },
      (problem: unknown) => {
        if (!current) return;
        setError(errorMessage(problem, 'Failed to load reviews'));
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const restore = async (review: AdminReview) => {
    setWorking(true);
    try {
      toast.success((await adminApi.restoreReview(review._id)).message);
      await load();
    } catch (problem) {
      toast.error(errorMessage(problem, 'Could not restore the review.'));
    } finally {
      setWorking(false);
    }
  };

  if (status === 'loading') return <Spinner label="Loading reviews..." showLabel className="py-10" />;
  if (status === 'failed')
    return (
      <RetryAlert
        onRetry={() => {
          setStatus('loading');
          void load();
        }}
      >
        <p>Error: {error}</p>
      </RetryAlert>
    );
  if (reviews.length === 0) return <StatePanel icon={Star} title="No reviews yet." />;

  return (
    <>
      <ul className="space-y-3" aria-label="Reviews, reported first">
        {reviews.map((review) => (
          <li key={review._id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <StarRating rating={review.rating} />
              <p className="min-w-0 font-semibold break-words text-slate-900">{review.title}</p>
              {review.reportCount > 0 && (
                <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                  Reported {review.reportCount}×
                </span>
              )}
              {review.hidden && (
                <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">Hidden</span>
              )}
            </div>
            <p className="mt-1 text-sm break-words text-slate-600">
              {review.productName} · by {review.author} ({review.authorEmail}) · {formatDateTime(review.date)}
              {review.verified ? ' · Verified purchase' : ''}
            </p>
            <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{review.body}</p>
            {review.reportReasons.length > 0 && (
              <p className="mt-2 text-sm break-words text-red-800">Reports: {review.reportReasons.join('; ')}</p>
            )}
            {review.hidden && review.hiddenReason && (
              <p className="mt-2 text-sm break-words text-slate-700">Hidden because: {review.hiddenReason}</p>
            )}
            <div className="mt-3">
              {review.hidden ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={working}
                  aria-label={`Restore review “${review.title}”`}
                  onClick={() => void restore(review)}
                >
                  Restore
                </Button>
              ) : (
                <Button variant="danger" size="sm" aria-label={`Hide review “${review.title}”`} onClick={() => setHiding(review)}>
                  Hide
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {hiding && (
        <HideReviewDialog
          review={hiding}
          onClose={() => setHiding(null)}
          onHidden={async () => {
            setHiding(null);
            await load();
          }}
        />
      )}
    </>
  );
}

function HideReviewDialog({
  review,
  onClose,
  onHidden,
}: {
  review: AdminReview;
  onClose: () => void;
  onHidden: () => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [working, setWorking] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Say why the review is hidden (its author is emailed the reason)');
      field.current?.focus();
      return;
    }
    setWorking(true);
    try {
      toast.success((await adminApi.hideReview(review._id, reason.trim())).message);
      await onHidden();
    } catch (error) {
      setProblem(errorMessage(error, 'Could not hide the review.'));
      field.current?.focus();
    } finally {
      setWorking(false);
    }
  };
  return (
    <Modal title={`Hide “${review.title}”?`} onClose={onClose} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          Reason (emailed to {review.author})
        </label>
        <textarea
          ref={field}
          id={fieldId}
          rows={3}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-note` : undefined}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        {problem && (
          <p id={`${fieldId}-note`} className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" disabled={working}>
            Hide review
          </Button>
        </div>
      </form>
    </Modal>
  );
}
