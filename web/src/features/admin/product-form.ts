import {
  attributesOf,
  checkSpecifications,
  findCategory,
  ProductFields,
  type Product,
  type UpdateProductBody,
} from '@voltcart/contract';
import { fieldProblems } from '../../shared/field-problems';

/** What the product form holds while an admin edits it (never in Redux: it is one form's state). */
export type ProductDraft = {
  productName: string;
  productPrice: string;
  salesPrice: string;
  productDescription: string;
  productBrand: string;
  productCategory: string;
  /** Units in stock, as typed (a whole number). */
  productStock: string;
  /** The stock-keeping unit, as typed ('' lets the shop make one for a new product, and keeps it on an edit). */
  sku: string;
  /** URLs of the product's stored images that stay (edit mode). */
  keptImages: string[];
  /** Files chosen now, in the order they were appended, each with its object-URL preview. */
  newImages: NewImage[];
  /** The category's specification values as typed or chosen, by attribute key ('' for none; yes/no as 'true'/'false'). */
  specifications: Record<string, string>;
  /** Whether the values are the product's (an edit reads them first): only then are they sent, else the server keeps its own. */
  specificationsKnown: boolean;
};

export type NewImage = { key: number; file: File; preview: string };

let lastImageKey = 0;

/** A chosen file with a preview the form must release (`URL.revokeObjectURL`) when the image goes. */
export function newImage(file: File): NewImage {
  lastImageKey += 1;
  return { key: lastImageKey, file, preview: URL.createObjectURL(file) };
}

/** Releases the previews of the chosen files (the form closes or was saved). */
export function releasePreviews(images: NewImage[]) {
  for (const image of images) URL.revokeObjectURL(image.preview);
}

/** The form's text fields, in the order they show (the first with a problem gets the focus). */
export const PRODUCT_FIELDS = [
  'productName',
  'productPrice',
  'salesPrice',
  'productStock',
  'sku',
  'productBrand',
  'productCategory',
  'productDescription',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** A specification's field, as the server names it in a refusal: `specifications.<key>`. */
export type SpecificationField = `specifications.${string}`;
export type ProductProblems = Partial<Record<ProductField | SpecificationField, string>>;

/** The category's attributes (by the category's name, as the form holds it). */
export const draftAttributes = (categoryName: string) => attributesOf(findCategory(categoryName)?.id);

/** The form's fields in their order, the category's specifications after the others. */
export const formFields = (categoryName: string): (ProductField | SpecificationField)[] => [
  ...PRODUCT_FIELDS,
  ...draftAttributes(categoryName).map((attribute) => `specifications.${attribute.key}` as const),
];

/** A product's values as the form shows them (text, 'true'/'false'). */
export function specificationTexts(product: Product): Record<string, string> {
  return Object.fromEntries(Object.entries(product.specifications ?? {}).map(([key, value]) => [key, String(value)]));
}

/** The values the form sends: the category's attributes that have one (a value of another category's is not sent). */
export function specificationInput(draft: ProductDraft): Record<string, string> {
  const input: Record<string, string> = {};
  for (const attribute of draftAttributes(draft.productCategory)) {
    const text = draft.specifications[attribute.key]?.trim();
    if (text) input[attribute.key] = text;
  }
  return input;
}

export function emptyDraft(): ProductDraft {
  return {
    productName: '',
    productPrice: '',
    salesPrice: '',
    productDescription: '',
    productBrand: '',
    productCategory: '',
    productStock: '',
    sku: '',
    keptImages: [],
    newImages: [],
    specifications: {},
    specificationsKnown: true,
  };
}

/** The form prefilled from a product (edit mode). */
export function draftOf(product: Product): ProductDraft {
  return {
    productName: product.productName,
    productPrice: String(product.productPrice),
    salesPrice: String(product.salesPrice),
    productDescription: product.productDescription,
    productBrand: product.productBrand,
    productCategory: product.productCategory,
    productStock: String(product.productStock),
    sku: product.sku ?? '',
    keptImages: [...product.productImage],
    newImages: [],
    specifications: specificationTexts(product),
    specificationsKnown: product.specifications !== undefined,
  };
}

/** The spec's words when a field it requires is blank (name, price, description, brand; and the form's stock). */
export const REQUIRED_MESSAGE = 'Please fill in all required fields.';
const REQUIRED_FIELDS = ['productName', 'productPrice', 'productDescription', 'productBrand', 'productStock'] as const;

/** Whether a field the spec requires (or the stock) is blank: the form then says the spec's words as well. */
export const missesRequired = (draft: ProductDraft) => REQUIRED_FIELDS.some((field) => !draft[field].trim());

/**
 * The draft checked with the server's own schema (contract `ProductFields`), in its words: blanks, prices, the sale
 * price not above the price, the stock, lengths. The stock is required here too: the spec's own client may leave it
 * out, the shop's form always says it.
 */
export function checkDraft(draft: ProductDraft): ProductProblems {
  const result = ProductFields.safeParse(textFields(draft));
  const problems: ProductProblems = result.success ? {} : fieldProblems(result.error.issues, PRODUCT_FIELDS);
  if (!draft.productStock.trim()) problems.productStock = 'Enter how many units are in stock';
  // The server's own check of the values by type, in its words.
  const { errors } = checkSpecifications(findCategory(draft.productCategory)?.id, specificationInput(draft));
  for (const [key, words] of Object.entries(errors)) problems[`specifications.${key}`] = words;
  return problems;
}

function textFields(draft: ProductDraft) {
  return {
    productName: draft.productName.trim(),
    productPrice: draft.productPrice.trim(),
    salesPrice: draft.salesPrice.trim(),
    productDescription: draft.productDescription.trim(),
    productBrand: draft.productBrand.trim(),
    productCategory: draft.productCategory,
    productStock: draft.productStock.trim(),
    sku: draft.sku.trim(),
  };
}

/** The add call's multipart form: the fields and one `images` part per chosen file. */
export function toAddForm(draft: ProductDraft, edited = false): FormData {
  const form = new FormData();
  // A blank SKU is not sent: the shop makes one for a new product and keeps an edited one's.
  for (const [name, value] of Object.entries(textFields(draft))) if (name !== 'sku' || value) form.append(name, value);
  // An update's empty list clears the product's values; a new product without any sends none.
  const specifications = specificationInput(draft);
  if (draft.specificationsKnown && (edited || Object.keys(specifications).length > 0)) {
    form.append('specifications', JSON.stringify(specifications));
  }
  for (const image of draft.newImages) form.append('images', image.file);
  return form;
}

/**
 * The update call's body: JSON with the kept image URLs, or (when files were added) multipart with the same
 * fields, `productImage` repeated and the new `images`.
 */
export function toUpdateBody(draft: ProductDraft): FormData | UpdateProductBody {
  const fields = textFields(draft);
  if (draft.newImages.length === 0) {
    // What the admin typed, checked by the server's schema rather than here: a field it refuses comes back named.
    return {
      ...fields,
      productPrice: Number(fields.productPrice),
      salesPrice: fields.salesPrice === '' ? undefined : Number(fields.salesPrice),
      productCategory: fields.productCategory || undefined,
      sku: fields.sku || undefined,
      // A number when it reads as one; otherwise the text, so the server names the field in its answer.
      productStock: /^\d+$/.test(fields.productStock) ? Number(fields.productStock) : fields.productStock,
      productImage: draft.keptImages,
      ...(draft.specificationsKnown ? { specifications: specificationInput(draft) } : {}),
    } as UpdateProductBody;
  }
  const form = toAddForm(draft, true);
  for (const url of draft.keptImages) form.append('productImage', url);
  // Without any `productImage` part the server keeps every stored image; one empty part means "keep none".
  if (draft.keptImages.length === 0) form.append('productImage', '');
  return form;
}
