import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

export type Toast = { id: string; kind: ToastKind; message: string };

/** How long each kind stays up (the spec's: errors 4 s, success 2 s, loading until dismissed; docs/product.md). */
const TOAST_DURATIONS: Record<ToastKind, number> = {
  success: 2000,
  error: 4000,
  warning: 4000,
  info: 3000,
  loading: Number.POSITIVE_INFINITY,
};

/** At most this many toasts are kept; the oldest go first. */
export const MAX_TOASTS = 20;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function dismiss(id?: string) {
  if (id === undefined) {
    for (const key of [...timers.keys()]) clearTimer(key);
    publish([]);
    return;
  }
  clearTimer(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a toast. Passing the `id` of a shown toast replaces it in place (a loading toast turning into its
 * result); showing the same text again restarts its timer instead of stacking a copy.
 */
function show(kind: ToastKind, message: string, options: { id?: string } = {}): string {
  const twin = toasts.find((toast) => toast.kind === kind && toast.message === message);
  const id = options.id ?? twin?.id ?? `toast-${nextId++}`;
  clearTimer(id);
  const rest = toasts.filter((toast) => toast.id !== id);
  const kept = [...rest, { id, kind, message }].slice(-MAX_TOASTS);
  for (const toast of rest) if (!kept.includes(toast)) clearTimer(toast.id);
  publish(kept);
  const duration = TOAST_DURATIONS[kind];
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  return id;
}

export const toast = {
  success: (message: string, options?: { id?: string }) => show('success', message, options),
  error: (message: string, options?: { id?: string }) => show('error', message, options),
  warning: (message: string, options?: { id?: string }) => show('warning', message, options),
  info: (message: string, options?: { id?: string }) => show('info', message, options),
  loading: (message: string, options?: { id?: string }) => show('loading', message, options),
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
