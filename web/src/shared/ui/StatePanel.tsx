import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize } from './button-styles';

type Tone = 'neutral' | 'error' | 'success';

const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-600',
  error: 'bg-red-50 text-red-700',
  success: 'bg-green-50 text-green-700',
};

/** A link out of the state; the first one is the main way on unless an `action` comes before it. */
export interface StateLink {
  to: string;
  label: string;
}

/** How a state panel looks and where it leads, apart from what it says: a page can list its states as data. */
export interface StateLook {
  icon?: LucideIcon;
  iconSpins?: boolean;
  title: ReactNode;
  links?: StateLink[];
  tone?: Tone;
}

/**
 * A centred empty, error or result state: icon, title, one line, and the actions that get the shopper on.
 * `page` makes the title the page's `h1`.
 */
export function StatePanel({
  icon: Icon,
  iconSpins = false,
  title,
  children,
  action,
  links = [],
  linkSize = 'md',
  tone = 'neutral',
  page = false,
}: StateLook & {
  children?: ReactNode;
  action?: ReactNode;
  linkSize?: ButtonSize;
  page?: boolean;
}) {
  const Title = page ? 'h1' : 'h2';
  const hasActions = action !== undefined || links.length > 0;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      {Icon && (
        <div className={`mb-5 flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}>
          <Icon className={iconSpins ? 'size-8 animate-spin' : 'size-8'} aria-hidden />
        </div>
      )}
      <Title className="text-xl font-semibold text-slate-900">{title}</Title>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
      {hasActions && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {action}
          {links.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={buttonClasses(index === 0 && action === undefined ? 'primary' : 'secondary', linkSize)}
            >
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
