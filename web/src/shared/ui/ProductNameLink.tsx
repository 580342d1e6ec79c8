import type { Product } from '@voltcart/contract';
import { paths } from '../paths';
import { ShopLink } from './ShopLink';

/** A product's name, linking to its page. */
export function ProductNameLink({ product, className }: { product: Pick<Product, '_id' | 'productName'>; className: string }) {
  return (
    <ShopLink to={paths.product(product._id)} className={className}>
      {product.productName}
    </ShopLink>
  );
}
