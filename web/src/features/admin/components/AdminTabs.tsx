import {
  Banknote,
  FileSpreadsheet,
  KeyRound,
  LayoutDashboard,
  Package,
  ServerCog,
  ShoppingBag,
  Star,
  TicketPercent,
  Truck,
  Users,
} from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { ADMIN_TABS, type AdminTabId } from '../admin-tabs';

const ICONS: Record<AdminTabId, ReactNode> = {
  dashboard: <LayoutDashboard className="size-5 shrink-0" aria-hidden />,
  users: <Users className="size-5 shrink-0" aria-hidden />,
  product: <Package className="size-5 shrink-0" aria-hidden />,
  orders: <ShoppingBag className="size-5 shrink-0" aria-hidden />,
  coupons: <TicketPercent className="size-5 shrink-0" aria-hidden />,
  delivery: <Truck className="size-5 shrink-0" aria-hidden />,
  cod: <Banknote className="size-5 shrink-0" aria-hidden />,
  spreadsheets: <FileSpreadsheet className="size-5 shrink-0" aria-hidden />,
  reviews: <Star className="size-5 shrink-0" aria-hidden />,
  system: <ServerCog className="size-5 shrink-0" aria-hidden />,
  security: <KeyRound className="size-5 shrink-0" aria-hidden />,
};

export const tabId = (tab: AdminTabId) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTabId) => `admin-panel-${tab}`;

/**
 * The area's tab set: a column on the left from 768 px, below it a bar under the page header that scrolls sideways
 * when its tabs are wider than the phone (the open one is scrolled into view). Arrow keys, Home and End move between
 * tabs (and open them); Tab goes on into the open panel.
 */
export function AdminTabs({ current, onSelect }: { current: AdminTabId; onSelect: (tab: AdminTabId) => void }) {
  const vertical = useMediaQuery('(min-width: 768px)');
  const buttons = useRef(new Map<AdminTabId, HTMLButtonElement>());
  useEffect(() => {
    if (!vertical) buttons.current.get(current)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, vertical]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ADMIN_TABS.findIndex((tab) => tab.id === current);
    const last = ADMIN_TABS.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = ADMIN_TABS[(target + ADMIN_TABS.length) % ADMIN_TABS.length]!.id;
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Admin sections"
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      onKeyDown={onKeyDown}
      className="sticky top-16 z-30 -mx-4 flex overflow-x-auto border-b border-slate-200 bg-white/95 px-2 backdrop-blur [scrollbar-width:none] md:top-24 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:border-b-0 md:bg-transparent md:px-0 md:backdrop-blur-none"
    >
      {ADMIN_TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`flex min-w-16 shrink-0 grow flex-col items-center gap-1 border-b-2 px-2 pt-2.5 pb-2 text-xs font-semibold transition-colors md:flex-row md:gap-3 md:rounded-lg md:border-b-0 md:px-3 md:py-2.5 md:text-sm ${
              selected
                ? 'border-brand-700 text-brand-700 md:bg-brand-50'
                : 'border-transparent text-slate-600 hover:text-slate-900 md:hover:bg-slate-100'
            }`}
          >
            {ICONS[tab.id]}
            {/* The bar scrolls, so a label need not be cut short; a very long one still is, never running into its neighbour. */}
            <span className="max-w-full truncate">{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}
