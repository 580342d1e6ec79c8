import type { Attribute } from '@voltcart/contract';
import { TextField } from '../../../shared/ui/TextField';
import { draftAttributes, type ProductProblems } from '../product-form';

const SELECT = 'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-slate-900';

type Props = {
  idPrefix: string;
  categoryName: string;
  values: Record<string, string>;
  /** An edit's values are being read: the fields wait. */
  loading: boolean;
  problems: ProductProblems;
  onChange: (key: string, value: string) => void;
};

/** The category's specification fields, each by its type: a number box with its unit, a list of choices, yes/no, text. */
export function SpecificationFields({ idPrefix, categoryName, values, loading, problems, onChange }: Props) {
  const attributes = draftAttributes(categoryName);
  if (attributes.length === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2" aria-busy={loading}>
      <legend className="px-1 text-sm font-semibold text-slate-900">Specifications</legend>
      {loading ? (
        <p role="status" className="text-sm text-slate-600 sm:col-span-2">
          Loading the specifications...
        </p>
      ) : (
        attributes.map((attribute) => (
          <SpecificationField
            key={attribute.key}
            id={`${idPrefix}-${attribute.key}`}
            attribute={attribute}
            value={values[attribute.key] ?? ''}
            problem={problems[`specifications.${attribute.key}`]}
            onChange={(value) => onChange(attribute.key, value)}
          />
        ))
      )}
    </fieldset>
  );
}

function SpecificationField({
  id,
  attribute,
  value,
  problem,
  onChange,
}: {
  id: string;
  attribute: Attribute;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  if (attribute.type === 'number' || attribute.type === 'text') {
    return (
      <TextField
        id={id}
        label={attribute.type === 'number' ? `${attribute.label} (${attribute.unit})` : attribute.label}
        type={attribute.type === 'number' ? 'number' : 'text'}
        inputMode={attribute.type === 'number' ? 'decimal' : undefined}
        min={attribute.type === 'number' ? 0 : undefined}
        step={attribute.type === 'number' ? 'any' : undefined}
        value={value}
        problem={problem}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const options =
    attribute.type === 'boolean'
      ? [
          { value: 'true', text: 'Yes' },
          { value: 'false', text: 'No' },
        ]
      : attribute.choices.map((choice) => ({ value: choice, text: choice }));
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {attribute.label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${SELECT} ${problem ? 'border-red-600' : 'border-slate-300'}`}
      >
        <option value="">Not given</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {problem && (
        <p id={`${id}-note`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
