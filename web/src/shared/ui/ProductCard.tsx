import type { Product } from '@voltcart/contract';
import type { ReactNode } from 'react';
import { discountPercent } from '../money';
import { truncate } from '../text';
import { DiscountBadge, PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import { ProductNameLink } from './ProductNameLink';
import { RatingLine } from './StarRating';
import { StockLabel } from './StockLabel';
import { otherVariantsLabel } from '../variant-label';

/** Card descriptions are cut here (the spec's limit: docs/product.md). */
const CARD_DESCRIPTION_LENGTH = 100;

type ProductCardProps = {
  product: Product;
  /** Listing cards show the description and lie flat (image beside text) on phones. */
  variant?: 'tile' | 'listing';
  /** The card's buttons: Add to cart in the shop, Update and Delete in the admin grid. */
  actions: ReactNode;
  priority?: boolean;
  /** What the card says of the stock; the shopper's label ("In stock", "Only N left", "Out of stock") unless given. */
  stockLine?: ReactNode;
};

/** The one product card of the shop: home rows, category grid and admin grid. */
export function ProductCard({ product, variant = 'tile', actions, priority = false, stockLine }: ProductCardProps) {
  const discount = discountPercent(product.productPrice, product.salesPrice);
  const listing = variant === 'listing';
  const others = product.variantCount ? otherVariantsLabel(product.variantCount, product.optionValueCounts ?? {}) : undefined;
  return (
    <article
      className={`group @container relative flex rounded-xl border border-slate-200 bg-white p-3 transition-shadow hover:border-slate-300 hover:shadow-md ${
        listing ? 'flex-row gap-3 sm:flex-col sm:gap-0' : 'flex-col'
      }`}
    >
      <div className={`relative ${listing ? 'w-28 shrink-0 sm:w-full' : ''}`}>
        <ProductImage
          src={product.productImage[0]}
          alt={product.productName}
          priority={priority}
          className="rounded-lg transition-transform group-hover:scale-[1.02]"
        />
        {discount > 0 && <DiscountBadge percent={discount} className="absolute top-1 right-1 shadow-sm" />}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${listing ? 'sm:mt-3' : 'mt-3'}`}>
        <p className="truncate text-xs font-medium tracking-wide text-slate-500 uppercase">{product.productBrand}</p>
        <h3 className="mt-0.5 line-clamp-2 min-h-10 text-sm leading-5 font-medium text-slate-900">
          <ProductNameLink
            product={product}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          />
        </h3>
        {others && <p className="mt-0.5 text-xs font-medium text-brand-700">{others}</p>}
        {listing && product.productDescription && (
          <p className="mt-1 text-xs leading-5 text-slate-600">{truncate(product.productDescription, CARD_DESCRIPTION_LENGTH)}</p>
        )}
        {product.reviewCount > 0 && (
          <div className="mt-1">
            <RatingLine rating={product.rating} reviewCount={product.reviewCount} />
          </div>
        )}
        <div className="mt-1">{stockLine ?? <StockLabel stock={product.productStock} size="xs" />}</div>
        <div className="mt-auto flex flex-col gap-2 pt-3 @[15rem]:flex-row @[15rem]:flex-wrap @[15rem]:items-end @[15rem]:justify-between">
          <PriceTag
            salesPrice={product.salesPrice}
            productPrice={product.productPrice}
            showBadge={false}
            className="flex flex-col @[15rem]:flex-row @[15rem]:flex-wrap @[15rem]:items-baseline @[15rem]:gap-x-2"
          />
          <div className="relative z-10 flex flex-wrap gap-2 *:flex-1 @[15rem]:*:flex-none">{actions}</div>
        </div>
      </div>
    </article>
  );
}
