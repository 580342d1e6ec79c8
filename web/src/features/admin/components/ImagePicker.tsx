import { MAX_PRODUCT_IMAGES } from '@voltcart/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '../../../shared/toasts/toast-store';
import { thumbnailUrl } from '../../../shared/images';
import { newImage, type NewImage } from '../product-form';

/** The kinds the server accepts (it checks the bytes again). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/**
 * The product's images: the stored ones it keeps (edit mode) and files chosen now, each shown as a preview with
 * a remove button. Choosing more files appends them. The form releases the previews' object URLs when it closes.
 */
export function ImagePicker({
  kept,
  added,
  onChange,
}: {
  kept: string[];
  added: NewImage[];
  onChange: (next: { kept: string[]; added: NewImage[] }) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const total = kept.length + added.length;

  const append = (files: FileList | null) => {
    const chosen = [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
    if (files && chosen.length < files.length) toast.warning('Only image files can be added.');
    const room = MAX_PRODUCT_IMAGES - total;
    if (chosen.length > room) toast.warning(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`);
    const appended = chosen.slice(0, Math.max(room, 0)).map(newImage);
    if (appended.length > 0) onChange({ kept, added: [...added, ...appended] });
    // Clear the input so choosing the same file again still appends it.
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Images</legend>
      <p className="text-xs text-slate-600">
        Optional. PNG, JPEG, WebP, GIF or AVIF; up to {MAX_PRODUCT_IMAGES}. The first is the card image.
      </p>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen images">
        {kept.map((url, index) => (
          <Preview
            key={url}
            src={thumbnailUrl(url)}
            label={`image ${index + 1}`}
            onRemove={() => onChange({ kept: kept.filter((item) => item !== url), added })}
          />
        ))}
        {added.map((image, index) => (
          <Preview
            key={image.key}
            src={image.preview}
            label={`image ${kept.length + index + 1} (${image.file.name})`}
            onRemove={() => {
              URL.revokeObjectURL(image.preview);
              onChange({ kept, added: added.filter((item) => item !== image) });
            }}
          />
        ))}
        {total < MAX_PRODUCT_IMAGES && (
          <li>
            <label
              htmlFor={inputId}
              className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs font-medium text-slate-600 hover:border-brand-500 hover:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <ImagePlus className="size-6" aria-hidden />
              Add images
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT}
                multiple
                className="sr-only"
                onChange={(event) => append(event.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}

function Preview({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-white">
      <img src={src} alt={`Preview of ${label}`} className="size-full object-contain" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
        className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-red-700"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}
