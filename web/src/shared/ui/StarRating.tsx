import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

/** How a rating reads aloud and in a tooltip ("Rated 4.5 out of 5"). */
export const ratingWords = (rating: number) => `Rated ${rating.toFixed(1)} out of 5`;

/** Five stars filled to `rating` (halves shown from .5), read as one image with its words. */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'xs' | 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-6' : size === 'sm' ? 'size-4' : 'size-3.5';
  return (
    <span role="img" aria-label={ratingWords(rating)} title={ratingWords(rating)} className="inline-flex items-center">
      {STARS.map((star) => {
        const fill = rating >= star ? 'w-full' : rating >= star - 0.5 ? 'w-1/2' : null;
        return (
          <span key={star} className={`relative inline-block ${box}`} aria-hidden>
            <Star className={`absolute inset-0 ${box} text-slate-300`} />
            {fill && (
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill}`}>
                <Star className={`${box} fill-amber-400 text-amber-500`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** A card's or a page's stars with the number of reviews ("(12)"); nothing for a product nobody reviewed. */
export function RatingLine({ rating, reviewCount, size = 'xs' }: { rating: number; reviewCount: number; size?: 'xs' | 'sm' }) {
  if (reviewCount === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-700">
      <StarRating rating={rating} size={size} />
      <span>
        {rating.toFixed(1)} ({reviewCount}
        <span className="sr-only"> {reviewCount === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </span>
  );
}
