import { LOW_STOCK_THRESHOLD, type Product } from '@voltcart/contract';
import { Layers, PackageOpen, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toast } from '../../../shared/toasts/toast-store';
import { fetchAllProducts, productDeleted, productSaved } from '../../catalog/product-slice';
import { Button } from '../../../shared/ui/Button';
import { ProductCard } from '../../../shared/ui/ProductCard';
import { ProductCardSkeleton } from '../../../shared/ui/ProductCardSkeleton';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { deleteProduct } from '../product-actions';
import { lowStockProducts } from '../low-stock';
import { AdminStockLine } from './AdminStockLine';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ProductFormModal } from './ProductFormModal';
import { VariantsDialog } from './VariantsDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

const newestFirst = (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt);

export function ProductsTab() {
  const dispatch = useAppDispatch();
  const { products, listStatus, error } = useAppSelector((state) => state.product);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Product | null>(null);
  const [grouping, setGrouping] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [query, setQuery] = useState('');
  const [lowOnly, setLowOnly] = useState(false);

  useEffect(() => {
    void dispatch(fetchAllProducts());
  }, [dispatch]);

  const shown = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    const matching = wanted
      ? products.filter((product) =>
          [product.productName, product.productBrand, product.productCategory].some((text) =>
            text.toLowerCase().includes(wanted),
          ),
        )
      : products;
    // The low-stock filter lists the fewest units first: what to restock first.
    return lowOnly ? lowStockProducts(matching) : [...matching].sort(newestFirst);
  }, [products, query, lowOnly]);

  // A save answers the product as stored, so the grid takes it instead of reloading the catalogue.
  const saved = (product: Product) => {
    setEditing(null);
    dispatch(productSaved(product));
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    const outcome = await deleteProduct(confirming);
    setDeleting(false);
    setConfirming(null);
    if (outcome.ok) {
      toast.success(outcome.message);
      dispatch(productDeleted(outcome.product._id));
    } else toast.error(outcome.message);
  };

  const loading = listStatus === 'idle' || (listStatus === 'loading' && products.length === 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search products</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by name, brand or category"
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-slate-900 placeholder:text-slate-500"
          />
        </label>
        <label className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={lowOnly}
            onChange={(event) => setLowOnly(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          Low stock (≤ {LOW_STOCK_THRESHOLD})
        </label>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus className="size-4" aria-hidden /> Add Product
        </Button>
      </div>

      {listStatus === 'failed' && products.length === 0 ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Error: {error}
        </p>
      ) : loading ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <ProductCardSkeleton key={index} variant="listing" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <StatePanel
          icon={PackageOpen}
          title={
            products.length === 0
              ? 'No products available'
              : lowOnly && !query.trim()
                ? 'No products are low on stock.'
                : 'No products match your search.'
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {lowOnly
              ? `${shown.length} of ${products.length} products low on stock, fewest first`
              : shown.length === products.length
                ? `${products.length} products, newest first`
                : `${shown.length} of ${products.length} products`}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label="Products">
            {shown.map((product) => (
              <li key={product._id} className="flex *:flex-1">
                <ProductCard
                  product={product}
                  variant="listing"
                  stockLine={<AdminStockLine stock={product.productStock} />}
                  actions={
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing({ mode: 'edit', product })}
                        aria-label={`Update ${product.productName}`}
                      >
                        {/* A phone's card has about 11rem beside its picture: the words fit there, words and icons do not. */}
                        <Pencil className="hidden size-4 sm:block" aria-hidden /> Update
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setConfirming(product)}
                        aria-label={`Delete ${product.productName}`}
                      >
                        <Trash2 className="hidden size-4 sm:block" aria-hidden /> Delete
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setGrouping(product)}
                        aria-label={`Variants of ${product.productName}`}
                      >
                        <Layers className="hidden size-4 sm:block" aria-hidden /> Variants
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}

      {editing && (
        <ProductFormModal
          key={editing.mode === 'edit' ? editing.product._id : 'add'}
          product={editing.mode === 'edit' ? editing.product : undefined}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {grouping && (
        <VariantsDialog
          product={grouping}
          onClose={() => setGrouping(null)}
          onChanged={() => void dispatch(fetchAllProducts())}
        />
      )}
      {confirming && (
        <ConfirmDeleteDialog
          product={confirming}
          deleting={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </div>
  );
}
