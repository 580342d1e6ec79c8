import type { Product } from '@voltcart/contract';
import { ApiError } from '../../shared/api-client';
import { adminApi } from './api';
import { toAddForm, toUpdateBody, type ProductDraft } from './product-form';

/** What to tell the admin after a product write: the spec's texts (§8). */
export type ProductOutcome = { ok: boolean; message: string };

const reason = (error: unknown) => (error instanceof ApiError ? error.serverMessage || undefined : undefined);
const failure = (error: unknown): ProductOutcome => {
  const message = reason(error);
  return { ok: false, message: message ? `Error: ${message}` : 'Error: Something went wrong' };
};

export async function addProduct(draft: ProductDraft): Promise<ProductOutcome> {
  try {
    const answer = await adminApi.addProduct(toAddForm(draft));
    return answer.success ? { ok: true, message: 'Product added successfully' } : failure(new ApiError(200, answer.message));
  } catch (error) {
    return failure(error);
  }
}

export async function updateProduct(original: Product, draft: ProductDraft): Promise<ProductOutcome> {
  try {
    // A multipart update without `productImage` keeps every stored image, so dropping them all while adding new
    // files takes a JSON update first.
    if (draft.newImages.length > 0 && draft.keptImages.length === 0 && original.productImage.length > 0) {
      const cleared = await adminApi.updateProduct(original._id, toUpdateBody({ ...draft, newImages: [] }));
      if (!cleared.success) return { ok: false, message: 'Failed to update product' };
    }
    const answer = await adminApi.updateProduct(original._id, toUpdateBody(draft));
    return answer.success
      ? { ok: true, message: 'Product updated successfully' }
      : { ok: false, message: 'Failed to update product' };
  } catch (error) {
    return failure(error);
  }
}

export async function deleteProduct(product: Product): Promise<ProductOutcome> {
  try {
    await adminApi.deleteProduct(product._id);
    return { ok: true, message: 'Product deleted successfully' };
  } catch (error) {
    return { ok: false, message: `Error deleting product: ${reason(error) ?? 'Something went wrong'}` };
  }
}
