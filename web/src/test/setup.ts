import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toast } from '../shared/toasts/toast-store';

// findBy*/waitFor wait for what a person would see; Testing Library's default 1 s runs out when the machine is busy
// (the whole suite's projects run side by side), failing tests whose page was only slow. A wrong page still fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; the shop treats an unknown screen as a desktop.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
}
window.scrollTo = () => {};
// jsdom has no PointerEvent; without it fireEvent.pointerDown loses its coordinates.
if (typeof window.PointerEvent !== 'function') {
  window.PointerEvent = class PointerEvent extends MouseEvent {} as typeof window.PointerEvent;
}
Element.prototype.scrollBy = function scrollBy() {};

afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
