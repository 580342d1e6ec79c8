import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The card's last line: a question and the link that answers it ("Remembered it? Sign in"). */
export type FooterLink = { prompt: string; to: string; label: string };

/** The centred card that holds the sign-in and sign-up forms. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer: FooterLink;
}) {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {footer.prompt}{' '}
          <Link to={footer.to} className="font-semibold text-brand-700 hover:underline">
            {footer.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
