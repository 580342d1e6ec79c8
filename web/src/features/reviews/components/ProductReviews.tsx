import { REVIEW_SORTS, type ReviewSort, type ReviewsData } from '@voltcart/contract';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating } from '../../../shared/ui/StarRating';
import { selectIsSignedIn } from '../../auth/slice';
import { useProductReviews } from '../use-product-reviews';
import { ReviewCard } from './ReviewCard';
import { ReviewForm } from './ReviewForm';

const SORT_LABELS: Record<ReviewSort, string> = { recent: 'Most recent', helpful: 'Most helpful', rating: 'Highest rating' };

/** "Ratings and reviews": the average, a bar per star, the reviews with sort and pages, and the shopper's own form. */
export function ProductReviews({ productId }: { productId: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const reviews = useProductReviews(productId, signedIn);
  const { data, status } = reviews;
  // Bumped after a save, so the form opens afresh with the saved review.
  const [formKey, setFormKey] = useState(0);

  return (
    <section aria-labelledby="reviews-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="reviews-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Star className="size-5 text-brand-700" aria-hidden /> Ratings and reviews{data ? ` (${data.count})` : ''}
      </h2>
      {status === 'loading' && !data ? (
        <div className="mt-6">
          <Spinner label="Loading reviews..." showLabel />
        </div>
      ) : status === 'failed' && !data ? (
        <p role="alert" className="mt-6 text-red-700">
          Error: {reviews.error}
        </p>
      ) : data ? (
        <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-8">
            <ReviewSummaryBars data={data} />
            {signedIn ? (
              <div className="rounded-xl border border-slate-200 p-4">
                {data.myReview?.hidden && (
                  <p className="mb-3 rounded-lg bg-offer-100 px-3 py-2 text-sm text-offer-950">
                    Our moderators hid your review; it does not show on this page.
                  </p>
                )}
                <ReviewForm
                  key={`${formKey}:${data.myReview?._id ?? 'new'}`}
                  productId={productId}
                  mine={data.myReview}
                  onSaved={() => {
                    void reviews.reload().then(() => setFormKey((key) => key + 1));
                  }}
                />
              </div>
            ) : (
              <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
                <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
                  Log in
                </Link>{' '}
                to write a review.
              </p>
            )}
          </div>
          <div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                Sort reviews
                <select
                  value={reviews.sort}
                  onChange={(event) => reviews.setSort(event.target.value as ReviewSort)}
                  className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-slate-900"
                >
                  {REVIEW_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {data.reviews.length === 0 ? (
              <p className="mt-4 text-slate-600">No reviews yet.</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {data.reviews.map((review) => (
                  <li key={review._id}>
                    <ReviewCard review={review} signedIn={signedIn} onChanged={() => void reviews.reload()} />
                  </li>
                ))}
              </ul>
            )}
            {data.pages > 1 && (
              <nav aria-label="Review pages" className="mt-4 flex items-center gap-3 text-sm">
                <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => reviews.setPage(data.page - 1)}>
                  Previous
                </Button>
                <span aria-live="polite">
                  Page {data.page} of {data.pages}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={data.page >= data.pages}
                  onClick={() => reviews.setPage(data.page + 1)}
                >
                  Next
                </Button>
              </nav>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ReviewSummaryBars({ data }: { data: ReviewsData }) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <span className="text-4xl font-bold text-slate-900">{data.average.toFixed(1)}</span>
        <div>
          <StarRating rating={data.average} size="lg" />
          <p className="text-sm text-slate-600">
            {data.count} {data.count === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-1.5" aria-label="Reviews per star">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = data.perStar[star];
          const share = data.count === 0 ? 0 : count / data.count;
          return (
            <li key={star} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="w-12 shrink-0">{star} star</span>
              <progress
                value={share}
                max={1}
                aria-label={`${star} star: ${count} ${count === 1 ? 'review' : 'reviews'}`}
                className="h-2.5 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-amber-400"
              />
              <span className="w-8 shrink-0 text-right">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
