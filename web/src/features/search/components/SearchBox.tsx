import { formatRupees, type Product } from '@voltcart/contract';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, routePatterns } from '../../../shared/paths';
import { ProductImage } from '../../../shared/ui/ProductImage';
import { useSearchSuggestions } from '../use-search-suggestions';

/**
 * The header's search: an ARIA combobox whose list suggests products while the shopper types. Arrow keys move
 * through the suggestions, Enter opens the highlighted product (or, with none highlighted, the results page),
 * Escape closes the list.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const wordsInAddress =
    location.pathname === routePatterns.search ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [text, setText] = useState(wordsInAddress ?? '');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  // Suggestions are asked for once the shopper is in the box (focused it or typed), not for the words a results page
  // puts in it: that page has just drawn their results, and the list would stay closed anyway.
  const [inBox, setInBox] = useState(false);
  const suggestions = useSearchSuggestions(inBox ? text : '');
  const baseId = useId();
  const listId = `${baseId}-suggestions`;
  const optionId = (product: Product) => `${baseId}-option-${product._id}`;

  // Another page closes the list; the results page's words show in the box, any other page keeps what is typed.
  const address = `${location.pathname}${location.search}`;
  const [shownAddress, setShownAddress] = useState(address);
  if (shownAddress !== address) {
    setShownAddress(address);
    if (wordsInAddress !== null) setText(wordsInAddress);
    setOpen(false);
    setActiveId(null);
  }

  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded ? suggestions.findIndex((product) => product._id === activeId) : -1;
  const active = activeIndex >= 0 ? suggestions[activeIndex] : undefined;

  const openProduct = (product: Product) => {
    setOpen(false);
    setActiveId(null);
    setText('');
    void navigate(paths.product(product._id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, Down goes to the first and Up to the last; past either end, the highlight wraps.
      const from = expanded ? activeIndex : -1;
      const next =
        from === -1 ? (step === 1 ? 0 : suggestions.length - 1) : (from + step + suggestions.length) % suggestions.length;
      setOpen(true);
      setActiveId(suggestions[next]?._id ?? null);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveId(null);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openProduct(active);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    setOpen(false);
    setActiveId(null);
    void navigate(paths.search(words));
  };

  return (
    <form role="search" aria-label="Products" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={`${baseId}-input`} className="sr-only">
        Search products
      </label>
      <input
        id={`${baseId}-input`}
        type="text"
        role="combobox"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search phones, brands, categories..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInBox(true);
          setOpen(true);
          setActiveId(null);
        }}
        onFocus={() => {
          setInBox(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(active) : undefined}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-full text-slate-600 hover:text-brand-700"
      >
        <Search className="size-5" aria-hidden />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested products"
        hidden={!expanded}
        // Choosing with the pointer must not blur the box first (that would close the list under the click).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((product) => (
          <li
            key={product._id}
            id={optionId(product)}
            role="option"
            aria-selected={product._id === active?._id}
            onClick={() => openProduct(product)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${product._id === active?._id ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
          >
            <ProductImage src={product.productImage[0]} alt="" className="size-10 shrink-0 rounded-md" />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm leading-5 text-slate-900">{product.productName}</span>
            <span className="shrink-0 text-sm font-semibold text-slate-900">{formatRupees(product.salesPrice)}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
