import { LoaderCircle, ShieldCheck } from 'lucide-react';

/** Covers the page between a successful initiate and the provider's page. */
export function RedirectOverlay() {
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-slate-900/60 px-4 backdrop-blur-sm">
      <div role="status" aria-live="assertive" className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-2xl">
        <LoaderCircle className="mx-auto size-10 animate-spin text-brand-700" aria-hidden />
        <p className="mt-4 text-lg font-semibold text-slate-900">Redirecting to PhonePe...</p>
        <p className="mt-2 flex items-center justify-center gap-1.5 text-sm text-slate-600">
          <ShieldCheck className="size-4 text-green-700" aria-hidden /> Secure payment. Please don&apos;t close this tab.
        </p>
      </div>
    </div>
  );
}
