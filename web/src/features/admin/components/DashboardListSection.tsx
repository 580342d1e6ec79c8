import type { ReactNode } from 'react';
import { TitledSection } from '../../../shared/ui/TitledSection';

/** The white card of one dashboard list, its heading ruled off above the list. */
export function DashboardListSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      headingId={headingId}
      title={title}
      className="rounded-2xl border border-slate-200 bg-white"
      headingClassName="flex items-center gap-2 border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900 sm:px-5"
    >
      {children}
    </TitledSection>
  );
}
