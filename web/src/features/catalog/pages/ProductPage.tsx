import { findCategory, firstPageCalls, pageTitles, type Product } from '@voltcart/contract';
import { ChevronRight, PackageX, ShoppingCart, Truck, Zap } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageAnswer } from '../../../shared/page-answers';
import { paths } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/Button';
import { PriceTag } from '../../../shared/ui/PriceTag';
import { Bone } from '../../../shared/ui/Skeleton';
import { StockLabel } from '../../../shared/ui/StockLabel';
import { RatingLine } from '../../../shared/ui/StarRating';
import { isOutOfStock } from '../../../shared/stock';
import { StatePanel } from '../../../shared/ui/StatePanel';
import { fetchProductById, productWritten } from '../product-slice';
import { ProductGallery } from '../components/ProductGallery';
import { SpecificationsTable } from '../components/SpecificationsTable';
import { useAddToCart } from '../use-add-to-cart';
import { VariantPicker } from '../components/VariantPicker';

/**
 * `discussion` renders what shoppers say under the product, `notFound` the shop's 404 page for an id that names
 * no product (the app composes both in; the server answers such an address with 404 too), `soldOutAction` what
 * an out-of-stock product offers instead of buying (the back-in-stock alert), `compareAction` the toggle that collects
 * it for the comparison, `deliveryCheck` when and where it is delivered (by pincode) under the buttons.
 */
export function ProductPage({
  discussion,
  notFound,
  soldOutAction,
  compareAction,
  deliveryCheck,
}: {
  discussion: (productId: string) => ReactNode;
  notFound: ReactNode;
  soldOutAction?: (product: Product) => ReactNode;
  compareAction?: (product: Product) => ReactNode;
  deliveryCheck?: ReactNode;
}) {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { product, status, error, missing } = useAppSelector((state) => state.product);
  const { add, addingId } = useAddToCart();
  const stockId = useId();
  // The answer the server rendered the page with, taken by the first render: its product shown at once, as fetched,
  // or the 404 page for an id that names none.
  const answered = usePageAnswer<Product>(firstPageCalls.product(id)[0]);
  const written = answered?.success ? answered.data : undefined;
  const writtenMissing = answered !== undefined && !answered.success;
  const shown = status === 'idle' && written?._id === id ? written : product?._id === id ? product : null;
  useDocumentTitle(shown ? pageTitles.product(shown.productName) : missing || writtenMissing ? pageTitles.notFound : undefined);

  useEffect(() => {
    if (!id || writtenMissing) return;
    if (written?._id === id) dispatch(productWritten(written));
    else void dispatch(fetchProductById(id));
  }, [dispatch, id, written, writtenMissing]);

  if (!shown && (writtenMissing || (status === 'failed' && missing))) return notFound;
  if (!shown && status === 'failed') {
    return (
      <StatePanel
        page
        icon={PackageX}
        title="No product details available."
        links={[{ to: paths.categories, label: 'Browse categories' }]}
      >
        <p>Error: {error ?? 'Failed to fetch product.'}</p>
      </StatePanel>
    );
  }
  if (!shown) return <ProductPageSkeleton />;

  const category = findCategory(shown.productCategory);
  const adding = addingId === shown._id;
  const soldOut = isOutOfStock(shown.productStock);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <ShopLink to={paths.home} className="hover:text-brand-700 hover:underline">
              Home
            </ShopLink>
          </li>
          {category && (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4" aria-hidden />
              <ShopLink to={paths.category(category.name)} className="hover:text-brand-700 hover:underline">
                {category.name}
              </ShopLink>
            </li>
          )}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight className="size-4 shrink-0" aria-hidden />
            <span aria-current="page" className="truncate text-slate-800">
              {shown.productName}
            </span>
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={shown.productImage} name={shown.productName} />
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{shown.productBrand}</p>
          <h1 className="mt-1 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{shown.productName}</h1>
          {shown.reviewCount > 0 && (
            <a href="#reviews-heading" className="mt-2 inline-flex hover:underline">
              <RatingLine rating={shown.rating} reviewCount={shown.reviewCount} size="sm" />
            </a>
          )}
          <div className="mt-5">
            <PriceTag salesPrice={shown.salesPrice} productPrice={shown.productPrice} size="lg" />
            <p className="mt-1 text-sm text-slate-600">Inclusive of all taxes</p>
          </div>
          {shown.variants && shown.options && <VariantPicker variants={shown.variants} options={shown.options} />}
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <StockLabel id={stockId} stock={shown.productStock} />
            </li>
            <li className="flex items-center gap-2 text-slate-700">
              <Truck className="size-4" aria-hidden /> {deliveryCheck ? 'Free delivery' : 'Free delivery across India'}
            </li>
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {/* Unavailable while adding but not disabled: a disabled button would drop the keyboard's focus. */}
            <Button
              size="lg"
              className="aria-disabled:cursor-not-allowed aria-disabled:bg-brand-700/60 sm:flex-1"
              disabled={soldOut}
              aria-disabled={adding || undefined}
              aria-describedby={soldOut ? stockId : undefined}
              onClick={() => {
                if (!adding) void add(shown._id);
              }}
            >
              <ShoppingCart className="size-5" aria-hidden /> Add to Cart
            </Button>
            <Button
              size="lg"
              variant="offer"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:flex-1"
              disabled={soldOut}
              aria-disabled={adding || undefined}
              aria-describedby={soldOut ? stockId : undefined}
              onClick={() => {
                if (!adding) void add(shown._id, { openCart: true });
              }}
            >
              <Zap className="size-5" aria-hidden /> Buy Now
            </Button>
          </div>
          {compareAction && <div className="mt-3">{compareAction(shown)}</div>}
          {soldOut && soldOutAction?.(shown)}
          {!soldOut && deliveryCheck}
          <section aria-labelledby="description-heading" className="mt-8 border-t border-slate-200 pt-6">
            <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
              About this item
            </h2>
            <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">{shown.productDescription}</p>
          </section>
          <SpecificationsTable product={shown} />
        </div>
      </div>

      {discussion(shown._id)}
    </div>
  );
}

function ProductPageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8" aria-busy>
      <span className="sr-only" role="status">
        Loading product...
      </span>
      <div className="animate-pulse">
        <Bone className="mb-4 h-4 w-48" />
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <Bone className="aspect-square w-full rounded-2xl" />
          <div className="space-y-4">
            <Bone className="h-4 w-24" />
            <Bone className="h-8 w-4/5" />
            <Bone className="h-10 w-48" />
            <Bone className="h-4 w-32" />
            <Bone className="h-12 w-full rounded-lg" />
            <Bone className="h-24 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
