import { BadgePercent, ShieldCheck, Truck } from 'lucide-react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../../shared/ui/button-styles';

/** "Limited Time Offers": the promo block; Shop Now opens the catalogue. */
export function OffersBlock() {
  return (
    <section
      aria-labelledby="offers-heading"
      className="mt-12 overflow-hidden rounded-2xl bg-linear-to-br from-brand-900 to-brand-700 text-white"
    >
      <div className="grid gap-8 p-6 sm:p-10 md:grid-cols-[1.3fr_1fr] md:items-center">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-offer-400 px-3 py-1 text-xs font-bold tracking-wide text-offer-950 uppercase">
            <BadgePercent className="size-4" aria-hidden /> This week only
          </p>
          <h2 id="offers-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
            Limited Time Offers
          </h2>
          <p className="mt-2 max-w-prose text-brand-100">
            Up to 40% off earbuds, smartwatches and 4K TVs, with free delivery on every order. While stocks last.
          </p>
          <ShopLink to={paths.categories} className={buttonClasses('offer', 'lg', 'mt-6')}>
            Shop Now
          </ShopLink>
        </div>
        <ul className="grid gap-3 text-sm">
          <li className="flex items-center gap-3 rounded-xl bg-white/10 p-4">
            <Truck className="size-6 shrink-0 text-offer-400" aria-hidden />
            <span>
              <strong className="block text-white">Free shipping</strong>
              <span className="text-brand-100">On every order, across India</span>
            </span>
          </li>
          <li className="flex items-center gap-3 rounded-xl bg-white/10 p-4">
            <ShieldCheck className="size-6 shrink-0 text-offer-400" aria-hidden />
            <span>
              <strong className="block text-white">Secure payments</strong>
              <span className="text-brand-100">UPI, cards and net banking through PhonePe</span>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
