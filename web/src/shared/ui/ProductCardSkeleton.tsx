import { Bone } from './Skeleton';

/** A grey card of the product card's shape, shown while products load; it pulses as one (its blocks do not). */
export function ProductCardSkeleton({ variant = 'tile' }: { variant?: 'tile' | 'listing' }) {
  const listing = variant === 'listing';
  return (
    <div
      data-testid="product-card-skeleton"
      aria-hidden
      className={`flex animate-pulse rounded-xl border border-slate-200 bg-white p-3 ${listing ? 'flex-row gap-3 sm:flex-col sm:gap-0' : 'flex-col'}`}
    >
      <Bone className={`aspect-square rounded-lg ${listing ? 'w-28 shrink-0 sm:w-full' : 'w-full'}`} />
      <div className={`flex flex-1 flex-col gap-2 ${listing ? 'sm:mt-3' : 'mt-3'}`}>
        <Bone className="h-3 w-1/3" />
        <Bone className="h-4 w-5/6" />
        <Bone className="h-4 w-2/3" />
        <div className="mt-auto flex items-end justify-between pt-3">
          <Bone className="h-5 w-24" />
          <Bone className="h-9 w-16 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
