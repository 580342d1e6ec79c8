import { Copy, Download, TriangleAlert } from 'lucide-react';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';

const asText = (codes: string[]) =>
  `Voltcart admin recovery codes\nEach code signs you in once, in place of the code from your app.\n\n${codes.join('\n')}\n`;

/** The recovery codes, shown once after enrolment, with ways to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them, or download them.');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'voltcart-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the click's download has taken the blob by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="space-y-4">
      <div role="alert" className="flex gap-3 rounded-xl border border-offer-300 bg-offer-100 px-4 py-3 text-sm text-offer-950">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        <p>
          <strong>Save these recovery codes now.</strong> They are shown only this once. If you lose your phone, each code signs
          you in one time in place of the code from your app.
        </p>
      </div>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-white p-4 font-mono text-sm text-slate-900 sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden /> Download codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
