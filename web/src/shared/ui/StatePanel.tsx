import type { ReactNode } from 'react';

type Tone = 'neutral' | 'error' | 'success';

const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-600',
  error: 'bg-red-50 text-red-700',
  success: 'bg-green-50 text-green-700',
};

/** A centred empty, error or result state: icon, title, one line, and the action that gets the shopper on. */
export function StatePanel({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
  titleAs: Title = 'h2',
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: Tone;
  titleAs?: 'h1' | 'h2' | 'p';
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      {icon && <div className={`mb-5 flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}>{icon}</div>}
      <Title className="text-xl font-semibold text-slate-900">{title}</Title>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
