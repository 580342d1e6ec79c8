import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatePanel, type StateLink } from './StatePanel';

/** A page's whole content when it has nothing to show (an empty cart, an unknown address): why, and one large link on. */
export function DeadEndPanel({
  icon,
  title,
  wayOn,
  children,
}: {
  icon: LucideIcon;
  title: string;
  wayOn: StateLink;
  children: ReactNode;
}) {
  return (
    <StatePanel page icon={icon} title={title} links={[wayOn]} linkSize="lg">
      {children}
    </StatePanel>
  );
}
