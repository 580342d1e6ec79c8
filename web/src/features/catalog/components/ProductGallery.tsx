import { PRODUCT_IMAGE_SIZES } from '@voltcart/contract';
import { useState } from 'react';
import { ProductImage } from '../../../shared/ui/ProductImage';

/** The product's images: one large, with selectable thumbnails beneath when there are several. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const shown = images[selected] ?? images[0];
  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4">
        <ProductImage
          src={shown}
          alt={images.length > 1 ? `${name}, image ${selected + 1} of ${images.length}` : name}
          variant="full"
          sizes={PRODUCT_IMAGE_SIZES}
          priority
        />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`block w-16 rounded-lg border-2 bg-white p-1 sm:w-20 ${index === selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'}`}
              >
                <ProductImage src={image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
