import { CATEGORIES, LOW_STOCK_THRESHOLD, MAX_PRODUCT_STOCK, type Product } from '@voltcart/contract';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { showProblems } from '../../../shared/focus-first-problem';
import { serverProblems } from '../../../shared/server-problems';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { addProduct, updateProduct } from '../product-actions';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  formFields,
  missesRequired,
  REQUIRED_MESSAGE,
  releasePreviews,
  specificationTexts,
  type ProductDraft,
  type ProductField,
  type ProductProblems,
} from '../product-form';
import { adminApi } from '../api';
import { ImagePicker } from './ImagePicker';
import { SpecificationFields } from './SpecificationFields';
import { Modal } from './Modal';

const FORM_ID = 'admin-product-form';

/**
 * Add mode (no `product`) or edit mode (prefilled from `product`, saved under its id). Closing or saving drops
 * the form's state with the modal; `onSaved` gets the product as the server stored it. Each problem, the form's own
 * check's or the server's, shows under its field, and focus moves to the first.
 */
export function ProductFormModal({
  product,
  onClose,
  onSaved,
}: {
  product?: Product | undefined;
  onClose: () => void;
  onSaved: (product: Product) => void;
}) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [problems, setProblems] = useState<ProductProblems>({});
  const [saving, setSaving] = useState(false);
  const categoryId = useId();

  const set = (field: keyof ProductDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const problem = (field: ProductField) => problems[field];

  // The list's products carry no specifications: an edit reads the product's own before it may send any.
  const productId = product?._id;
  const known = draft.specificationsKnown;
  useEffect(() => {
    if (!productId || known) return;
    let current = true;
    adminApi.productById(productId).then(
      (answer) => {
        if (!current) return;
        setDraft((now) =>
          now.specificationsKnown
            ? now
            : {
                ...now,
                specifications: { ...specificationTexts(answer.data), ...now.specifications },
                specificationsKnown: true,
              },
        );
      },
      // Unread, they are not sent: the server keeps the product's values.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [productId, known]);

  const close = () => {
    if (saving) return;
    releasePreviews(draft.newImages);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = checkDraft(draft);
    if (Object.keys(found).length > 0) {
      // The spec's toast for blanks, beside each field's own words.
      if (missesRequired(draft)) toast.warning(REQUIRED_MESSAGE);
      showProblems(form, () => setProblems(found));
      return;
    }
    setSaving(true);
    const outcome = product ? await updateProduct(product, draft) : await addProduct(draft);
    setSaving(false);
    if (!outcome.ok) {
      const { form: unplaced, ...underFields } = serverProblems(outcome, formFields(draft.productCategory));
      // A refusal of a field shows under it; any other (an image, the session) is a toast as before.
      if (unplaced) toast.error(unplaced);
      else showProblems(form, () => setProblems(underFields));
      return;
    }
    toast.success(outcome.message);
    releasePreviews(draft.newImages);
    onSaved(outcome.product);
  };

  return (
    <Modal
      title={product ? 'Update Product' : 'Add Product'}
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={saving}>
            {saving ? 'Saving...' : product ? 'Update Product' : 'Add Product'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        <p className="text-xs text-slate-600 sm:col-span-2">Fields marked * are required.</p>
        <TextField
          id={`${FORM_ID}-productName`}
          data-autofocus
          className="sm:col-span-2"
          label="Product name *"
          required
          value={draft.productName}
          problem={problem('productName')}
          onChange={(event) => set('productName')(event.target.value)}
        />
        <TextField
          id={`${FORM_ID}-productPrice`}
          label="Price (₹) *"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          value={draft.productPrice}
          problem={problem('productPrice')}
          onChange={(event) => set('productPrice')(event.target.value)}
        />
        <TextField
          id={`${FORM_ID}-salesPrice`}
          label="Sale price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="Leave empty to sell at the price."
          value={draft.salesPrice}
          problem={problem('salesPrice')}
          onChange={(event) => set('salesPrice')(event.target.value)}
        />
        <TextField
          id={`${FORM_ID}-productStock`}
          label="Stock (units) *"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PRODUCT_STOCK}
          step={1}
          required
          hint={`How many you can ship now. At ${LOW_STOCK_THRESHOLD} or fewer it shows as low stock.`}
          value={draft.productStock}
          problem={problem('productStock')}
          onChange={(event) => set('productStock')(event.target.value)}
        />
        <TextField
          id={`${FORM_ID}-sku`}
          label="SKU"
          autoComplete="off"
          hint="The code a spreadsheet import finds the product by. Leave empty for the shop to make one."
          value={draft.sku}
          problem={problem('sku')}
          onChange={(event) => set('sku')(event.target.value)}
        />
        <TextField
          id={`${FORM_ID}-productBrand`}
          label="Brand *"
          required
          value={draft.productBrand}
          problem={problem('productBrand')}
          onChange={(event) => set('productBrand')(event.target.value)}
        />
        <Labelled id={categoryId} label="Category" problem={problem('productCategory')}>
          <select
            id={categoryId}
            value={draft.productCategory}
            aria-invalid={problem('productCategory') ? true : undefined}
            aria-describedby={problem('productCategory') ? `${categoryId}-note` : undefined}
            onChange={(event) => set('productCategory')(event.target.value)}
            className={`mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-slate-900 ${problem('productCategory') ? 'border-red-600' : 'border-slate-300'}`}
          >
            <option value="">No category</option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled
          id={`${FORM_ID}-productDescription`}
          label="Description *"
          className="sm:col-span-2"
          problem={problem('productDescription')}
        >
          <textarea
            id={`${FORM_ID}-productDescription`}
            required
            rows={4}
            value={draft.productDescription}
            aria-invalid={problem('productDescription') ? true : undefined}
            aria-describedby={problem('productDescription') ? `${FORM_ID}-productDescription-note` : undefined}
            onChange={(event) => set('productDescription')(event.target.value)}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${problem('productDescription') ? 'border-red-600' : 'border-slate-300'}`}
          />
        </Labelled>
        <SpecificationFields
          idPrefix={`${FORM_ID}-spec`}
          categoryName={draft.productCategory}
          values={draft.specifications}
          loading={!draft.specificationsKnown}
          problems={problems}
          onChange={(key, value) => {
            setDraft((current) => ({ ...current, specifications: { ...current.specifications, [key]: value } }));
            setProblems((current) => ({ ...current, [`specifications.${key}`]: undefined }));
          }}
        />
        <div className="sm:col-span-2">
          <ImagePicker
            kept={draft.keptImages}
            added={draft.newImages}
            onChange={({ kept, added }) => setDraft((current) => ({ ...current, keptImages: kept, newImages: added }))}
          />
        </div>
      </form>
    </Modal>
  );
}

/** A label over a control that is not a plain input (select, textarea), with its problem under it. */
function Labelled({
  id,
  label,
  problem,
  className = '',
  children,
}: {
  id: string;
  label: string;
  problem?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {problem && (
        <p id={`${id}-note`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
