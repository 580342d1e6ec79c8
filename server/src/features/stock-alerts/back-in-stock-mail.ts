import { formatRupees, pagePaths, type Product } from '@voltcart/contract';
import { renderMail, type MailMessage } from '../mail';

/** The one email a waiting alert gets when its product is back: name, price and a link to the product page. */
export function backInStockMail({
  alertId,
  to,
  product,
  publicUrl,
}: {
  alertId: string;
  to: string;
  product: Product;
  publicUrl: string;
}): MailMessage {
  const link = publicUrl + pagePaths.product(product._id);
  const price = formatRupees(product.salesPrice);
  return {
    kind: 'back-in-stock',
    to,
    subject: `Back in stock: ${product.productName}`,
    dedupeKey: `back-in-stock:${alertId}`,
    ...renderMail({
      preheader: `${product.productName} is back in stock at ${price}.`,
      heading: `${product.productName} is back in stock`,
      paragraphs: [
        `You asked us to tell you when ${product.productName} was back. It is in stock again now — stock is limited, so order soon.`,
      ],
      details: [
        { label: 'Product', value: product.productName },
        { label: 'Price', value: price },
      ],
      action: { label: 'View product', url: link },
      footnote: 'You get this email once, because you asked to be notified about this product on Voltcart.',
    }),
  };
}
