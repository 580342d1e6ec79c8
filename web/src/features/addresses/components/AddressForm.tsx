import { INDIAN_STATES, type Address, type AddressBody } from '@voltcart/contract';
import { useId, useState, type FormEvent } from 'react';
import { showProblems } from '../../../shared/focus-first-problem';
import type { Refusal } from '../../../shared/server-problems';
import { SubmitOrCancel } from '../../../shared/ui/SubmitOrCancel';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { addressFormValues, checkAddressForm, serverProblems, type AddressField, type AddressProblems } from '../address-form';

type AddressFormProps = {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Saves the body; answers the server's refusal, or undefined when saved. */
  onSave: (body: AddressBody) => Promise<Refusal | undefined>;
  onCancel: () => void;
  /** Offer "Make this my default address" (not for the first address, which is the default anyway). */
  offerDefault: boolean;
};

/**
 * Labelled fields with the contract's rules checked before sending; each problem shows under its field, and focus
 * moves to the first one. The server's refusal shows under the fields it names.
 */
export function AddressForm({ address, onSave, onCancel, offerDefault }: AddressFormProps) {
  const [values, setValues] = useState(() => addressFormValues(address));
  const [problems, setProblems] = useState<AddressProblems>({});
  const [saving, setSaving] = useState(false);
  // A business purchase: the GSTIN and business name go on the invoice (a B2B invoice).
  const [business, setBusiness] = useState(() => Boolean(address?.gstin));
  const ids = useId();
  const title = address ? 'Edit address' : 'New address';

  const set = (field: AddressField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const toggleBusiness = () => {
    // Closing the business fields leaves the address without them.
    if (business) setValues((current) => ({ ...current, gstin: '', businessName: '' }));
    setProblems((current) => ({ ...current, gstin: undefined, businessName: undefined }));
    setBusiness(!business);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const checked = checkAddressForm(values);
    if ('problems' in checked) {
      showProblems(form, () => setProblems(checked.problems));
      return;
    }
    setSaving(true);
    const refusal = await onSave(checked.body);
    setSaving(false);
    if (refusal) showProblems(form, () => setProblems(serverProblems(refusal)));
  };

  const field = (name: AddressField, label: string, extra: Record<string, string> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} problem={problems[name]} {...extra} />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={title}
      className="@container space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <FormAlert message={problems.form} />
      <div className="grid gap-4 @md:grid-cols-2">
        {field('fullName', 'Full name', { autoComplete: 'name' })}
        {field('phone', 'Mobile number', {
          autoComplete: 'tel-national',
          inputMode: 'numeric',
          hint: '10 digits, e.g. 9876543210',
        })}
        {field('line1', 'Address line 1', { autoComplete: 'address-line1', className: '@md:col-span-2' })}
        {field('line2', 'Address line 2 (optional)', { autoComplete: 'address-line2', className: '@md:col-span-2' })}
        {field('landmark', 'Landmark (optional)')}
        {field('city', 'City', { autoComplete: 'address-level2' })}
        <div>
          <label htmlFor={`${ids}-state`} className="block text-sm font-medium text-slate-800">
            State
          </label>
          <select
            id={`${ids}-state`}
            name="state"
            value={values.state}
            onChange={set('state')}
            autoComplete="address-level1"
            aria-invalid={problems.state ? true : undefined}
            aria-describedby={problems.state ? `${ids}-state-note` : undefined}
            className={`mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-slate-900 ${problems.state ? 'border-red-600' : 'border-slate-300'}`}
          >
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {problems.state && (
            <p id={`${ids}-state-note`} className="mt-1 text-sm text-red-700">
              {problems.state}
            </p>
          )}
        </div>
        {field('pincode', 'PIN code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: '6' })}
      </div>
      <div>
        <button
          type="button"
          aria-expanded={business}
          aria-controls={`${ids}-business`}
          onClick={toggleBusiness}
          className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          {business ? 'Remove GSTIN (not a business purchase)' : 'Add GSTIN for a business purchase'}
        </button>
        {business && (
          <div id={`${ids}-business`} className="mt-3 grid gap-4 @md:grid-cols-2">
            {field('gstin', 'GSTIN', {
              autoComplete: 'off',
              maxLength: '15',
              hint: '15 characters, e.g. 29ABCDE1234F1ZW; its first 2 digits are the state code',
            })}
            {field('businessName', 'Business name', { autoComplete: 'organization' })}
          </div>
        )}
      </div>
      {offerDefault && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(event) => setValues((current) => ({ ...current, isDefault: event.target.checked }))}
            className="size-4"
          />
          Make this my default address
        </label>
      )}
      <SubmitOrCancel label="Save address" busyLabel="Saving..." busy={saving} onCancel={onCancel} className="flex gap-2" />
    </form>
  );
}
