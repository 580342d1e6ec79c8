import type { VariantOptions, VariantSummary } from '@voltcart/contract';

/** What choosing one value of an option does from the variant on screen. */
export type VariantChoice = {
  value: string;
  /** The variant with this value and the current one's other values; absent when that combination does not exist. */
  variantId?: string;
  current: boolean;
  outOfStock: boolean;
};

export type OptionChoices = { key: string; choices: VariantChoice[] };

const matches = (options: VariantOptions, wanted: VariantOptions) =>
  Object.entries(wanted).every(([key, value]) => options[key] === value);

/**
 * The pickers of a variant's page: per option (in the current variant's order), every value the group has (in the
 * order its members first show it), each leading to the member with that value and the current one's other values.
 */
export function optionChoices(variants: VariantSummary[], current: VariantOptions): OptionChoices[] {
  return Object.keys(current).map((key) => {
    const values = [...new Set(variants.map((variant) => variant.options[key]).filter((value) => value !== undefined))];
    return {
      key,
      choices: values.map((value) => {
        const target = variants.find((variant) => matches(variant.options, { ...current, [key]: value }));
        return {
          value,
          ...(target ? { variantId: target._id } : {}),
          current: value === current[key],
          outOfStock: target !== undefined && target.productStock <= 0,
        };
      }),
    };
  });
}
