import { CATEGORIES, type Coupon } from '@voltcart/contract';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api-client';
import { showProblems } from '../../../shared/focus-first-problem';
import { serverProblems } from '../../../shared/server-problems';
import { toast } from '../../../shared/toasts/toast-store';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { couponApi } from '../api';
import {
  checkCouponDraft,
  COUPON_FIELDS,
  couponDraftOf,
  emptyCouponDraft,
  toCouponBody,
  type CouponDraft,
  type CouponField,
  type CouponProblems,
} from '../coupon-form';

const FORM_ID = 'admin-coupon-form';

/**
 * Add mode (no `coupon`) or edit mode (prefilled, saved under its id). Each problem, the form's own check's or the
 * server's (a code another coupon has), shows under its field, and focus moves to the first.
 */
export function CouponForm({
  coupon,
  onCancel,
  onSaved,
}: {
  coupon?: Coupon | undefined;
  onCancel: () => void;
  onSaved: (coupon: Coupon) => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? couponDraftOf(coupon) : emptyCouponDraft()));
  const [problems, setProblems] = useState<CouponProblems & { form?: string }>({});
  const [saving, setSaving] = useState(false);
  const kindId = useId();
  const headingId = useId();

  const set = <K extends keyof CouponDraft>(field: K, value: CouponDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const problem = (field: CouponField) => problems[field];
  const textField = (field: CouponField & keyof CouponDraft) => ({
    id: `${FORM_ID}-${field}`,
    value: draft[field] as string,
    problem: problem(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const found = checkCouponDraft(draft);
    if (Object.keys(found).length > 0) {
      showProblems(form, () => setProblems(found));
      return;
    }
    setSaving(true);
    try {
      const body = toCouponBody(draft);
      const answer = coupon ? await couponApi.update(coupon._id, body) : await couponApi.create(body);
      toast.success(answer.message);
      onSaved(answer.data);
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? { message: error.serverMessage ?? 'Could not save the coupon', fields: error.fields }
          : 'Could not save the coupon';
      showProblems(form, () => setProblems(serverProblems(refusal, COUPON_FIELDS)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {coupon ? `Edit coupon ${coupon.code}` : 'Add coupon'}
      </h3>
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
        {problems.form && (
          <p className="text-sm text-red-700 sm:col-span-2" role="alert">
            {problems.form}
          </p>
        )}
        <TextField
          {...textField('code')}
          data-autofocus
          label="Code *"
          hint="4 to 20 letters and digits; shoppers may type it in any case."
          autoComplete="off"
          autoCapitalize="characters"
        />
        <div>
          <label htmlFor={kindId} className="block text-sm font-medium text-slate-800">
            Kind
          </label>
          <select
            id={kindId}
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as CouponDraft['kind'])}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="percent">Percent off</option>
            <option value="flat">Flat amount off (₹)</option>
          </select>
        </div>
        <TextField
          {...textField('value')}
          label={draft.kind === 'percent' ? 'Discount (%) *' : 'Discount (₹) *'}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
        />
        <TextField
          {...textField('maxDiscount')}
          label="Maximum discount (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="Leave empty for no cap."
        />
        <TextField
          {...textField('minOrder')}
          label="Minimum order (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="Of the items it applies to."
        />
        <TextField
          {...textField('usageLimit')}
          label="Total uses"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Leave empty for no limit."
        />
        <TextField
          {...textField('perShopperLimit')}
          label="Uses per shopper"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Leave empty for no limit."
        />
        <TextField {...textField('startsAt')} label="Starts" type="datetime-local" hint="Leave empty to start now." />
        <TextField {...textField('endsAt')} label="Ends" type="datetime-local" hint="Leave empty for no end." />
        <fieldset className="sm:col-span-2" aria-describedby={problem('categories') ? `${FORM_ID}-categories-note` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Applies to categories</legend>
          <p className="text-xs text-slate-600">None ticked: every category.</p>
          <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {CATEGORIES.map((category) => (
              <label key={category.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={draft.categories.includes(category.name)}
                  onChange={(event) =>
                    set(
                      'categories',
                      event.target.checked
                        ? [...draft.categories, category.name]
                        : draft.categories.filter((name) => name !== category.name),
                    )
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
          {problem('categories') && (
            <p id={`${FORM_ID}-categories-note`} className="mt-1 text-sm text-red-700">
              {problem('categories')}
            </p>
          )}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.firstOrderOnly}
            onChange={(event) => set('firstOrderOnly', event.target.checked)}
          />
          First order only
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          Active
        </label>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : coupon ? 'Save coupon' : 'Add coupon'}
          </Button>
        </div>
      </form>
    </section>
  );
}
