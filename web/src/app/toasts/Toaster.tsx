import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast, useToasts, type ToastKind } from '../../shared/toasts/toast-store';

const LOOK: Record<ToastKind, { icon: ReactNode; ring: string }> = {
  success: { icon: <CircleCheck className="size-5 text-green-700" aria-hidden />, ring: 'border-l-green-600' },
  error: { icon: <CircleAlert className="size-5 text-red-700" aria-hidden />, ring: 'border-l-red-600' },
  warning: { icon: <TriangleAlert className="size-5 text-amber-700" aria-hidden />, ring: 'border-l-amber-500' },
  info: { icon: <Info className="size-5 text-brand-700" aria-hidden />, ring: 'border-l-brand-600' },
  loading: {
    icon: <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden />,
    ring: 'border-l-brand-600',
  },
};

/**
 * The notification area: always mounted, announced politely to screen readers. It keeps clear of the header (its
 * cart badge): at the foot of a phone's screen, whose header runs the full width, and below the header from 768 px.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-3 z-[60] flex flex-col items-center gap-2 px-3 md:top-20 md:right-4 md:bottom-auto md:left-auto md:items-end"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-kind={item.kind}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg ${LOOK[item.kind].ring}`}
        >
          <span className="mt-px shrink-0">{LOOK[item.kind].icon}</span>
          <p className="flex-1 leading-5">{item.message}</p>
          <button
            type="button"
            onClick={() => toast.dismiss(item.id)}
            className="-m-1 shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </section>
  );
}
