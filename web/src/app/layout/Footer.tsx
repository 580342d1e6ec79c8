import { Facebook, Instagram, Twitter, Youtube, Zap } from 'lucide-react';
import { ShopLink } from '../../shared/ui/ShopLink';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';
import { paths } from '../../shared/paths';

/** The footer's pages and what their links say. */
const PAGE_LABELS = {
  help: 'Help Center',
  returns: 'Returns & Refunds',
  shipping: 'Shipping Information',
  contact: 'Contact Us',
  about: 'About Us',
  careers: 'Careers',
  blog: 'Blog',
  terms: 'Terms of Service',
} as const;

const GROUPS: { title: string; pages: (keyof typeof PAGE_LABELS)[] }[] = [
  { title: 'Customer Support', pages: ['help', 'returns', 'shipping', 'contact'] },
  { title: 'Company', pages: ['about', 'careers', 'blog', 'terms'] },
];

// Placeholders until the shop's social accounts exist (as the spec has them: docs/product.md): shown, not linked.
const SOCIAL = [
  { label: 'Facebook', Icon: Facebook },
  { label: 'Instagram', Icon: Instagram },
  { label: 'Twitter', Icon: Twitter },
  { label: 'YouTube', Icon: Youtube },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:px-6 lg:grid-cols-[1.2fr_1fr_1fr_1.5fr]">
        <div className="col-span-2 lg:col-span-1">
          <ShopLink to={paths.home} className="inline-flex items-center gap-2 rounded-md">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700">
              <Zap className="size-4 fill-offer-400 text-offer-400" aria-hidden />
            </span>
            <span className="text-lg font-extrabold text-white">Voltcart</span>
          </ShopLink>
          <p className="mt-3 max-w-xs text-sm">
            Genuine electronics with manufacturer warranty, free shipping across India and secure payments.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Social media (coming soon)">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                <span
                  role="img"
                  aria-label={label}
                  title={`${label} (coming soon)`}
                  className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-300"
                >
                  <Icon className="size-4" aria-hidden />
                </span>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className="text-sm font-semibold tracking-wide text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.pages.map((page) => (
                <li key={page}>
                  <ShopLink to={paths[page]} className="rounded hover:text-white hover:underline">
                    {PAGE_LABELS[page]}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 md:px-6">
          © {new Date().getFullYear()} Voltcart Retail Pvt. Ltd. All prices in Indian rupees, inclusive of taxes.
        </p>
      </div>
    </footer>
  );
}
