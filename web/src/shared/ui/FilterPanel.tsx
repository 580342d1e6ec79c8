import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { lockPageScroll } from '../page-scroll';
import { CloseButton } from './CloseButton';

/** The phone's filter drawer: slides in from the left, closes on Escape, the backdrop or its buttons. */
export function FilterPanel({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose();
      // Keep Tab inside the open panel (it is modal).
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = panel.current.querySelectorAll<HTMLElement>('button, input, select, a[href]');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const unlockPageScroll = lockPageScroll();
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockPageScroll();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/40" onClick={onClose} aria-hidden />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="filter-panel-title"
        className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id="filter-panel-title" className="text-lg font-semibold">
            Filters
          </h2>
          <CloseButton ref={closeButton} label="Close filters" onClick={onClose} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        <div className="border-t border-slate-200 p-4">
          <Button className="w-full" onClick={onClose}>
            Show products
          </Button>
        </div>
      </div>
    </div>
  );
}
