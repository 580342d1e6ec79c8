import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** The shop's logo with an "Admin" tag, for the admin's own screens (which show no shop header). */
export function AdminBrand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label="Voltcart Admin, back to the shop">
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700">
        <Zap className="size-5 fill-offer-400 text-offer-400" aria-hidden />
      </span>
      <span className="text-xl font-extrabold tracking-tight text-slate-900">Voltcart</span>{' '}
      <span className="rounded-md bg-slate-900 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
        Admin
      </span>
    </Link>
  );
}
