import { describe, expect, it } from 'vitest';
import { apiPaths } from '@voltcart/contract';
import { fail, mockApi } from '../../test/api-mock';
import { makeProduct } from '../../test/fixtures';
import { addProduct, deleteProduct, updateProduct } from './product-actions';
import { draftOf, newImage } from './product-form';

const product = makeProduct({ productImage: ['/uploads/products/a.webp'] });

describe('product writes tell the admin what happened in the spec words', () => {
  it('falls back to Something went wrong when the server gives no reason', async () => {
    mockApi({ [`POST ${apiPaths.catalog.addProduct}`]: fail(500, '') });
    expect(await addProduct(draftOf(product))).toEqual({ ok: false, message: 'Error: Something went wrong' });
  });

  it('says Failed to update product when the update is answered without success', async () => {
    mockApi({
      [`PUT ${apiPaths.catalog.updateProduct(product._id)}`]: {
        status: 200,
        body: { success: false, error: true, message: 'nope', data: null },
      },
    });
    expect(await updateProduct(product, draftOf(product))).toEqual({ ok: false, message: 'Failed to update product' });
  });

  it('replacing every stored image with new files takes one upload that keeps none of the old ones', async () => {
    const api = mockApi({
      [`PUT ${apiPaths.catalog.updateProduct(product._id)}`]: {
        status: 200,
        body: { success: true, error: false, message: 'ok', data: product },
      },
    });
    const draft = {
      ...draftOf(product),
      keptImages: [],
      newImages: [newImage(new File(['x'], 'new.png', { type: 'image/png' }))],
    };
    expect(await updateProduct(product, draft)).toEqual({ ok: true, message: 'Product updated successfully', product });
    const [upload, ...more] = api.callsTo('PUT', apiPaths.catalog.updateProduct(product._id));
    expect(more).toEqual([]);
    expect(upload?.form?.getAll('images')).toHaveLength(1);
    expect(upload?.form?.getAll('productImage')).toEqual(['']);
  });

  it('reports a refused delete with the server reason', async () => {
    mockApi({ [`DELETE ${apiPaths.catalog.deleteProduct(product._id)}`]: fail(403, 'Access denied. Admins only.') });
    expect(await deleteProduct(product)).toEqual({ ok: false, message: 'Error deleting product: Access denied. Admins only.' });
  });
});
