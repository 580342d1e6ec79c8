import { findCategory } from '@voltcart/contract';
import { useSyncExternalStore } from 'react';

/** The most products compared at once (a phone's screen shows two and scrolls to the rest). */
export const COMPARE_LIMIT = 4;

/** Where the list is kept across visits (its own key: the spec persists only the auth, cart and product slices). */
export const COMPARE_STORAGE_KEY = 'voltcart-compare';

/** A product collected for comparing: enough to name it and its category while its details load. */
export type ComparedProduct = { id: string; name: string; category: string };

export type CompareToggle = { outcome: 'added' | 'removed' | 'refused'; message: string };

const EMPTY: readonly ComparedProduct[] = [];
let compared: readonly ComparedProduct[] | undefined;
const listeners = new Set<() => void>();

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

function isCompared(value: unknown): value is ComparedProduct {
  const entry = value as ComparedProduct | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.category === 'string'
  );
}

/** The kept list; anything unreadable is an empty one (a list edited by hand, or from an older build). */
function read(): readonly ComparedProduct[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCompared).slice(0, COMPARE_LIMIT) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(next: readonly ComparedProduct[]): void {
  compared = next;
  try {
    if (next.length === 0) storage()?.removeItem(COMPARE_STORAGE_KEY);
    else storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or forbidden storage keeps the list for this visit only.
  }
  for (const listener of listeners) listener();
}

/** The products collected, in the order they were added. */
export function comparedProducts(): readonly ComparedProduct[] {
  compared ??= read();
  return compared;
}

const categoryName = (category: string) => findCategory(category)?.name ?? category;

/**
 * Adds the product, or takes it out when it is in already. Refused, in words, past COMPARE_LIMIT or for a product
 * of another category than those collected.
 */
export function toggleCompared(product: { _id: string; productName: string; productCategory: string }): CompareToggle {
  const current = comparedProducts();
  if (current.some((entry) => entry.id === product._id)) {
    write(current.filter((entry) => entry.id !== product._id));
    return { outcome: 'removed', message: `Removed ${product.productName} from the comparison` };
  }
  const collected = current[0]?.category;
  if (collected !== undefined && categoryName(collected) !== categoryName(product.productCategory)) {
    return {
      outcome: 'refused',
      message: `You are comparing ${categoryName(collected)}: products of one category are compared together. Remove them to compare ${categoryName(product.productCategory) || 'this product'} instead.`,
    };
  }
  if (current.length >= COMPARE_LIMIT) {
    return {
      outcome: 'refused',
      message: `You can compare up to ${COMPARE_LIMIT} products at once. Remove one to add ${product.productName}.`,
    };
  }
  write([...current, { id: product._id, name: product.productName, category: product.productCategory }]);
  return { outcome: 'added', message: `Added ${product.productName} to the comparison` };
}

export function removeCompared(id: string): void {
  write(comparedProducts().filter((entry) => entry.id !== id));
}

export function clearCompared(): void {
  write(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change: read the list again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COMPARE_STORAGE_KEY) return;
    compared = read();
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * The collected products. The server (which knows no visitor's list) and the hydration render see none; the browser
 * then shows its own, so the page's HTML is the same for everyone.
 */
export function useComparedProducts(): readonly ComparedProduct[] {
  return useSyncExternalStore(subscribe, comparedProducts, () => EMPTY);
}

const noChanges = () => () => undefined;

/** False on the server and in the hydration render (which know no list), true once the browser shows its own. */
export function useCompareListKnown(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** Forgets the list read (tests start each case from what localStorage holds). */
export function resetCompareStoreForTests(): void {
  compared = undefined;
}
