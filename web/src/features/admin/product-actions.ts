import type { Product } from '@voltcart/contract';
import { ApiError } from '../../shared/api-client';
import { dataOf } from '../../shared/thunks';
import { adminApi } from './api';
import { toAddForm, toUpdateBody, type ProductDraft } from './product-form';

/**
 * What to tell the admin after a product write (the spec's texts: docs/product.md), and the product as saved; a
 * refusal carries the server's words for each field it names.
 */
type ProductOutcome =
  { ok: true; message: string; product: Product } | { ok: false; message: string; fields?: Record<string, string> | undefined };

const reason = (error: unknown) => (error instanceof ApiError ? error.serverMessage || undefined : undefined);
const failure = (error: unknown): ProductOutcome => {
  const message = reason(error);
  const fields = error instanceof ApiError ? error.fields : undefined;
  return { ok: false, message: message ? `Error: ${message}` : 'Error: Something went wrong', fields };
};

export async function addProduct(draft: ProductDraft): Promise<ProductOutcome> {
  try {
    const product = await dataOf(adminApi.addProduct(toAddForm(draft)));
    return { ok: true, message: 'Product added successfully', product };
  } catch (error) {
    return failure(error);
  }
}

export async function updateProduct(original: Product, draft: ProductDraft): Promise<ProductOutcome> {
  try {
    const answer = await adminApi.updateProduct(original._id, toUpdateBody(draft));
    return answer.success
      ? { ok: true, message: 'Product updated successfully', product: answer.data }
      : { ok: false, message: 'Failed to update product' };
  } catch (error) {
    return failure(error);
  }
}

export async function deleteProduct(product: Product): Promise<ProductOutcome> {
  try {
    await adminApi.deleteProduct(product._id);
    return { ok: true, message: 'Product deleted successfully', product };
  } catch (error) {
    return { ok: false, message: `Error deleting product: ${reason(error) ?? 'Something went wrong'}` };
  }
}
