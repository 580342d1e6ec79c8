import { apiCalls, type Product } from '@voltcart/contract';
import { GitCompareArrows, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { call, errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/Button';
import { ProductImage } from '../../../shared/ui/ProductImage';
import { ProductNameLink } from '../../../shared/ui/ProductNameLink';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { compareRows } from '../compare-rows';
import { clearCompared, removeCompared, useComparedProducts, useCompareListKnown, type ComparedProduct } from '../compare-store';

const LABEL_CELL =
  'sticky left-0 z-10 w-32 min-w-32 bg-white px-3 py-3 text-left align-top text-sm font-medium text-slate-700 sm:w-44 sm:min-w-44';
const VALUE_CELL = 'min-w-40 px-3 py-3 align-top text-sm text-slate-900';

type Loaded = { products: Map<string, Product>; failed: Map<string, string> };

/** Each collected product's details (specifications included), read once per product; a product gone is dropped. */
function useComparedDetails(compared: readonly ComparedProduct[]): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ products: new Map(), failed: new Map() });
  const wanted = compared.map((entry) => entry.id).join(',');
  useEffect(() => {
    const missing = wanted.split(',').filter((id) => id && !loaded.products.has(id) && !loaded.failed.has(id));
    if (missing.length === 0) return;
    const controller = new AbortController();
    for (const id of missing) {
      call(apiCalls.catalog.productById, { params: { id }, signal: controller.signal }).then(
        (answer) => setLoaded((now) => ({ ...now, products: new Map(now.products).set(id, answer.data) })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoaded((now) => ({
            ...now,
            failed: new Map(now.failed).set(id, errorMessage(error, 'Failed to load the product.')),
          }));
        },
      );
    }
    return () => controller.abort();
    // `loaded` is read to skip what is there already; a new answer must not start the calls again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return loaded;
}

/** /compare: the collected products side by side (image, name, price, every attribute), differing rows marked. */
export function ComparePage() {
  useDocumentTitle('Compare products');
  // The list lives in this browser: the server's frame (and the hydration) shows the frame, then the list.
  const inBrowser = useCompareListKnown();
  const compared = useComparedProducts();
  const { products, failed } = useComparedDetails(compared);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const switchLabel = useId();

  const heading = (
    <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" tabIndex={-1}>
      Compare products
    </h1>
  );
  if (!inBrowser) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        {heading}
        <p role="status" className="mt-6 text-slate-600">
          Loading your comparison...
        </p>
      </div>
    );
  }
  if (compared.length === 0) {
    return (
      <StatePanel
        page
        icon={GitCompareArrows}
        title="Compare products"
        links={[{ to: paths.categories, label: 'Browse categories' }]}
      >
        <p>Nothing to compare yet. Press “Compare” on up to 4 products of one category to see them side by side.</p>
      </StatePanel>
    );
  }

  const shown = compared.flatMap((entry) => products.get(entry.id) ?? []);
  const waiting = compared.filter((entry) => !products.has(entry.id) && !failed.has(entry.id));
  const rows = compareRows(shown);
  const visibleRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <div className="flex flex-wrap items-center gap-4">
          <span className="flex items-center gap-2 text-sm text-slate-800">
            <button
              type="button"
              role="switch"
              aria-checked={onlyDifferences}
              aria-labelledby={switchLabel}
              onClick={() => setOnlyDifferences((now) => !now)}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors aria-checked:bg-brand-700"
            >
              <span
                aria-hidden
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${onlyDifferences ? 'translate-x-5.5' : 'translate-x-0.5'}`}
              />
            </button>
            <span id={switchLabel}>Show only differences</span>
          </span>
          <Button variant="ghost" size="sm" onClick={clearCompared}>
            Clear all
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {compared.length} of 4 {compared[0]!.category} products. Rows where they differ are marked.
      </p>
      {[...failed].map(([id, message]) => (
        <p key={id} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {compared.find((entry) => entry.id === id)?.name}: {message}{' '}
          <button type="button" className="font-medium underline" onClick={() => removeCompared(id)}>
            Remove it
          </button>
        </p>
      ))}
      {waiting.length > 0 && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading {waiting.map((entry) => entry.name).join(', ')}...
        </p>
      )}

      {shown.length > 0 && (
        // A phone scrolls the table sideways; the labels' column stays in view.
        <div
          className="mt-6 overflow-x-auto rounded-xl border border-slate-200"
          role="region"
          aria-label="Comparison"
          tabIndex={0}
        >
          <table className="w-full border-collapse">
            <caption className="sr-only">{shown.map((product) => product.productName).join(' compared with ')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <td className={LABEL_CELL} />
                {shown.map((product) => (
                  <th key={product._id} scope="col" className={`${VALUE_CELL} text-left font-normal`}>
                    <div className="relative w-32 sm:w-40">
                      <ProductImage src={product.productImage[0]} alt={product.productName} className="rounded-lg" />
                    </div>
                    <p className="mt-2 line-clamp-3 font-medium">
                      <ProductNameLink product={product} className="hover:text-brand-700 hover:underline" />
                    </p>
                    <button
                      type="button"
                      onClick={() => removeCompared(product._id)}
                      className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-slate-600 hover:text-red-700"
                      aria-label={`Remove ${product.productName} from the comparison`}
                    >
                      <X className="size-3.5" aria-hidden /> Remove
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visibleRows.map((row) => (
                <tr
                  key={row.key}
                  data-differs={row.differs || undefined}
                  className="border-b border-slate-100 last:border-0 data-differs:bg-amber-50"
                >
                  <th scope="row" className={`${LABEL_CELL} ${row.differs ? 'bg-amber-50' : ''}`}>
                    {row.label}
                    {row.differs && <span className="mt-0.5 block text-xs font-normal text-amber-800">Differs</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={shown[index]!._id} className={VALUE_CELL}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
              {visibleRows.length === 0 && (
                <tr>
                  <td colSpan={shown.length + 1} className="px-3 py-6 text-center text-sm text-slate-600">
                    These products do not differ in any listed specification.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default ComparePage;
