import type { LucideIcon } from 'lucide-react';

const SIZES = {
  md: { badge: 'size-10', icon: 'size-5' },
  lg: { badge: 'size-12', icon: 'size-6' },
} as const;

/** An icon in a round badge of the brand's pale blue, beside a heading or a count. */
export function IconBadge({
  icon: Icon,
  size = 'md',
  className = '',
}: {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      className={`flex items-center justify-center rounded-full bg-brand-50 text-brand-700 ${SIZES[size].badge} ${className}`}
    >
      <Icon className={SIZES[size].icon} aria-hidden />
    </span>
  );
}
