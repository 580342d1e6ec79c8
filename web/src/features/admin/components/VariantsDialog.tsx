import { formatRupees, type Product, type VariantGroup, type VariantOptions } from '@voltcart/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/Button';
import { FormAlert } from '../../../shared/ui/FormAlert';
import { TextField } from '../../../shared/ui/TextField';
import { adminApi } from '../api';
import { Modal } from './Modal';

const MAX_OPTIONS = 3;

type Problems = { message?: string; fields: Record<string, string> };

const problemsOf = (error: unknown): Problems =>
  error instanceof ApiError
    ? { message: error.message, fields: error.fields ?? {} }
    : { message: 'Something went wrong. Try again.', fields: {} };

const inWords = (options: VariantOptions) =>
  Object.entries(options)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');

/**
 * The admin's variant group of a product: made from it (naming the options and this product's values), then
 * variants added (copies of it, edited afterwards as products), their options edited, or taken out of the group.
 * `onChanged` runs after each change (the grid lists the new variants).
 */
export function VariantsDialog({
  product,
  onClose,
  onChanged,
}: {
  product: Product;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [group, setGroup] = useState<VariantGroup | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string>();
  const [done, setDone] = useState<string>();
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    adminApi.variantGroup(product._id).then(
      (answer) => live && setGroup(answer.data),
      (error: unknown) => live && setLoadError(problemsOf(error).message),
    );
    return () => {
      live = false;
    };
  }, [product._id]);

  // The result is read out and focus goes to it, so a keyboard user is not left on a form that went away.
  const changed = (next: VariantGroup | null, words: string) => {
    setGroup(next);
    setDone(words);
    onChanged();
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  return (
    <Modal title={`Variants of ${product.productName}`} onClose={onClose} size="lg">
      <p ref={doneRef} tabIndex={-1} role="status" className="mb-3 text-sm font-medium text-green-800 focus:outline-none">
        {done}
      </p>
      {loadError ? (
        <FormAlert message={loadError} />
      ) : group === undefined ? (
        <p className="text-sm text-slate-600">Loading the variants…</p>
      ) : group === null ? (
        <CreateGroupForm product={product} onCreated={(made) => changed(made, 'Variant group made.')} />
      ) : (
        <GroupView group={group} product={product} onChanged={changed} />
      )}
    </Modal>
  );
}

function CreateGroupForm({ product, onCreated }: { product: Product; onCreated: (group: VariantGroup) => void }) {
  const [rows, setRows] = useState([{ key: '', value: '' }]);
  const [problems, setProblems] = useState<Problems>({ fields: {} });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unnamed = rows.findIndex((row) => !row.key.trim());
    if (unnamed !== -1) {
      setProblems({ fields: { [`key-${unnamed}`]: 'Name the option (e.g. Colour)' } });
      return;
    }
    setBusy(true);
    try {
      const answer = await adminApi.createVariantGroup(
        product._id,
        Object.fromEntries(rows.map((row) => [row.key.trim(), row.value])),
      );
      onCreated(answer.data);
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Name the options the variants differ in (e.g. Colour, Storage) and give this product’s own values.
      </p>
      <FormAlert message={problems.message} />
      {rows.map((row, index) => (
        <fieldset key={index} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Option {index + 1}</legend>
          <TextField
            label={`Option ${index + 1} name`}
            value={row.key}
            placeholder="Colour"
            problem={problems.fields[`key-${index}`]}
            onChange={(event) => setRows(rows.map((other, at) => (at === index ? { ...other, key: event.target.value } : other)))}
          />
          <TextField
            label={`This product’s ${row.key.trim() || `option ${index + 1}`}`}
            value={row.value}
            placeholder="Midnight"
            problem={problems.fields[`options.${row.key.trim()}`]}
            onChange={(event) =>
              setRows(rows.map((other, at) => (at === index ? { ...other, value: event.target.value } : other)))
            }
          />
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        {rows.length < MAX_OPTIONS && (
          <Button type="button" variant="secondary" size="sm" onClick={() => setRows([...rows, { key: '', value: '' }])}>
            Add another option
          </Button>
        )}
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Making the group…' : 'Make a variant group'}
        </Button>
      </div>
    </form>
  );
}

/** Values per option key, as a form edits them. */
function OptionsForm({
  keys,
  initial,
  labelOf,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  keys: string[];
  initial: VariantOptions;
  labelOf: (key: string) => string;
  submitLabel: string;
  onSubmit: (options: VariantOptions) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<VariantOptions>(initial);
  const [problems, setProblems] = useState<Problems>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(Object.fromEntries(keys.map((key) => [key, values[key] ?? ''])));
      setValues(initial);
      setProblems({ fields: {} });
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <FormAlert message={problems.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        {keys.map((key) => (
          <TextField
            key={key}
            label={labelOf(key)}
            value={values[key] ?? ''}
            problem={problems.fields[`options.${key}`]}
            onChange={(event) => setValues({ ...values, [key]: event.target.value })}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function GroupView({
  group,
  product,
  onChanged,
}: {
  group: VariantGroup;
  product: Product;
  onChanged: (group: VariantGroup | null, words: string) => void;
}) {
  const [editing, setEditing] = useState<string>();
  const [removeError, setRemoveError] = useState<string>();
  const remove = async (id: string, name: string) => {
    try {
      onChanged((await adminApi.removeVariant(id)).data, `${name} was taken out of the group (it stays a product).`);
    } catch (error) {
      setRemoveError(problemsOf(error).message);
    }
  };
  return (
    <div className="space-y-6">
      <section aria-labelledby="variants-members">
        <h3 id="variants-members" className="text-base font-semibold text-slate-900">
          {group.members.length} variants · options {group.optionKeys.join(', ')}
        </h3>
        <FormAlert message={removeError} />
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {group.members.map((member) => (
            <li key={member._id} className="space-y-2 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-slate-900">{inWords(member.options)}</p>
                  <p className="text-xs text-slate-600">
                    {member.productName} · {formatRupees(member.salesPrice)} · {member.productStock} in stock
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit the options of ${inWords(member.options)}`}
                    onClick={() => setEditing(member._id)}
                  >
                    Edit options
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Take ${inWords(member.options)} out of the group`}
                    onClick={() => void remove(member._id, inWords(member.options))}
                  >
                    Remove
                  </Button>
                </div>
              </div>
              {editing === member._id && (
                <OptionsForm
                  keys={group.optionKeys}
                  initial={member.options}
                  labelOf={(key) => key}
                  submitLabel="Save options"
                  onCancel={() => setEditing(undefined)}
                  onSubmit={async (options) => {
                    const answer = await adminApi.updateVariantOptions(member._id, options);
                    setEditing(undefined);
                    onChanged(answer.data, `Options saved: ${inWords(options)}.`);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="variants-add" className="rounded-lg bg-slate-50 p-3">
        <h3 id="variants-add" className="text-base font-semibold text-slate-900">
          Add a variant
        </h3>
        <p className="mb-3 text-sm text-slate-600">
          A copy of {product.productName} (its prices, stock, details and images) with these options; then edit it as a product.
        </p>
        <OptionsForm
          keys={group.optionKeys}
          initial={{}}
          labelOf={(key) => `${key} of the new variant`}
          submitLabel="Add variant"
          onSubmit={async (options) => {
            const source = group.members.some((member) => member._id === product._id) ? product._id : group.members[0]!._id;
            onChanged((await adminApi.addVariant(source, options)).data, `Variant added: ${inWords(options)}.`);
          }}
        />
      </section>
    </div>
  );
}
