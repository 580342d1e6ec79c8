import { CircleAlert } from 'lucide-react';
import { Button } from '../../shared/ui/Button';
import { StatePanel } from '../../shared/ui/StatePanel';

/** Shown when a page crashes or its code cannot be fetched (e.g. after a deploy): one click recovers. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <StatePanel
      page
      tone="error"
      icon={CircleAlert}
      title="Something went wrong"
      action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
    >
      <p>This page could not be shown. Reloading usually fixes it.</p>
      {detail && <p className="mt-2 text-xs text-slate-500">{detail}</p>}
    </StatePanel>
  );
}
