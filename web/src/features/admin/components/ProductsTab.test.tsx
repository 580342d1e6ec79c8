import { apiPaths } from '@voltcart/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, refused } from '../../../test/api-mock';
import { makeProduct, makeUser } from '../../../test/fixtures';
import { renderWithProviders, signedIn } from '../../../test/render';
import { ProductsTab } from './ProductsTab';
import { fillIn } from '../../../test/fill-in';

const admin = signedIn(makeUser({ role: 'admin' }));
const image = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function openAddForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`POST ${apiPaths.catalog.products}`]: ok([]), ...routes });
  const view = renderWithProviders(<ProductsTab />, { preloadedState: admin });
  expect(await screen.findByText('No products available')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Product' });
  return { ...view, api, dialog };
}

describe('admin product form', () => {
  it('refuses to send without the required fields, says under each what it needs and focuses the first', async () => {
    const { user, api, dialog } = await openAddForm();
    await fillIn(user, within(dialog).getByLabelText(/Product name/), 'Boat Airdopes 141');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByLabelText(/^Price \(₹\)/)).toHaveAccessibleDescription('Enter the price');
    expect(within(dialog).getByLabelText(/Brand/)).toHaveAccessibleDescription('Enter the brand');
    expect(within(dialog).getByLabelText(/Description/)).toHaveAccessibleDescription('Enter a description');
    expect(within(dialog).getByLabelText(/Stock \(units\)/)).toHaveAccessibleDescription('Enter how many units are in stock');
    expect(within(dialog).getByLabelText(/Product name/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/^Price \(₹\)/)).toHaveFocus();
    // The spec's words too.
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.catalog.addProduct)).toHaveLength(0);
  });

  it('checks what the server would refuse: a sale price above the price, a stock that is no whole number', async () => {
    const { user, api, dialog } = await openAddForm();
    await fillIn(user, within(dialog).getByLabelText(/Product name/), 'Thing');
    await fillIn(user, within(dialog).getByLabelText(/^Price \(₹\)/), '10');
    await fillIn(user, within(dialog).getByLabelText(/Sale price/), '20');
    await fillIn(user, within(dialog).getByLabelText(/Stock \(units\)/), '2.5');
    await fillIn(user, within(dialog).getByLabelText(/Brand/), 'Acme');
    await fillIn(user, within(dialog).getByLabelText(/Description/), 'A thing.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByLabelText(/Sale price/)).toHaveAccessibleDescription('Sale price cannot be above the price');
    expect(within(dialog).getByLabelText(/Stock \(units\)/)).toHaveAccessibleDescription(
      'Stock is a whole number of units from 0 to 10,00,000',
    );
    expect(within(dialog).getByLabelText(/^Price \(₹\)/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/Sale price/)).toHaveFocus();
    expect(api.callsTo('POST', apiPaths.catalog.addProduct)).toHaveLength(0);
  });

  it('adds a product with the fields and the appended images, then closes and shows the saved product', async () => {
    const { user, api, dialog } = await openAddForm({
      [`POST ${apiPaths.catalog.addProduct}`]: {
        status: 201,
        body: {
          success: true,
          error: false,
          message: 'Product added successfully',
          data: makeProduct({ productName: 'Boat Airdopes 141' }),
        },
      },
    });
    await fillIn(user, within(dialog).getByLabelText(/Product name/), 'Boat Airdopes 141');
    await fillIn(user, within(dialog).getByLabelText(/Price \(₹\)/), '4490');
    await fillIn(user, within(dialog).getByLabelText(/Sale price/), '1299');
    await fillIn(user, within(dialog).getByLabelText(/Stock \(units\)/), '12');
    await fillIn(user, within(dialog).getByLabelText(/Brand/), 'boAt');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Airpodes');
    await fillIn(user, within(dialog).getByLabelText(/Description/), '42 hours of playback.');
    const picker = within(dialog).getByLabelText('Add images');
    await user.upload(picker, [image('front.png'), image('side.png')]);
    await user.upload(picker, image('back.png'));
    expect(within(dialog).getAllByRole('img', { name: /^Preview of image/ })).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 2 (side.png)' }));
    expect(within(dialog).getAllByRole('img', { name: /^Preview of image/ })).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    const [call] = api.callsTo('POST', apiPaths.catalog.addProduct);
    const form = call!.form!;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'images'))).toEqual({
      productName: 'Boat Airdopes 141',
      productPrice: '4490',
      salesPrice: '1299',
      productDescription: '42 hours of playback.',
      productBrand: 'boAt',
      productCategory: 'Airpodes',
      productStock: '12',
    });
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['front.png', 'back.png']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Boat Airdopes 141' })).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.catalog.products)).toHaveLength(1);
  });

  it('opens Update prefilled and saves under the same id with the kept images', async () => {
    const product = makeProduct({
      productName: 'Canon EOS R50',
      productPrice: 75995,
      salesPrice: 68990,
      productImage: ['/uploads/products/a.webp', '/uploads/products/b.webp'],
    });
    const api = mockApi({
      [`POST ${apiPaths.catalog.products}`]: ok([product]),
      [`PUT ${apiPaths.catalog.updateProduct(product._id)}`]: ok(
        { ...product, salesPrice: 64990 },
        'Product updated successfully',
      ),
    });
    const { user } = renderWithProviders(<ProductsTab />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Update Canon EOS R50' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Product' });
    expect(within(dialog).getByLabelText(/Product name/)).toHaveValue('Canon EOS R50');
    expect(within(dialog).getByLabelText(/Price \(₹\)/)).toHaveValue(75995);
    const salesPrice = within(dialog).getByLabelText(/Sale price/);
    await user.clear(salesPrice);
    await fillIn(user, salesPrice, '64990');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    const [call] = api.callsTo('PUT', apiPaths.catalog.updateProduct(product._id));
    expect(call!.json).toMatchObject({
      productName: 'Canon EOS R50',
      productPrice: 75995,
      salesPrice: 64990,
      productStock: 25,
      productImage: ['/uploads/products/b.webp'],
    });
  });

  it("shows the server's refusal under the field it names and focuses it, else its reason; the form stays open", async () => {
    let answer = refused({ productBrand: 'Brand is too long: at most 100 characters' });
    const { user, dialog } = await openAddForm({ [`POST ${apiPaths.catalog.addProduct}`]: () => answer });
    await fillIn(user, within(dialog).getByLabelText(/Product name/), 'Thing');
    await fillIn(user, within(dialog).getByLabelText(/^Price \(₹\)/), '20');
    await fillIn(user, within(dialog).getByLabelText(/Sale price/), '10');
    await fillIn(user, within(dialog).getByLabelText(/Stock \(units\)/), '3');
    await fillIn(user, within(dialog).getByLabelText(/Brand/), 'Acme');
    await fillIn(user, within(dialog).getByLabelText(/Description/), 'A thing.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Brand is too long: at most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Brand/)).toHaveAccessibleDescription('Brand is too long: at most 100 characters');
    expect(within(dialog).getByLabelText(/Brand/)).toHaveFocus();

    answer = fail(400, 'A product has at most 10 images');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Error: A product has at most 10 images')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('closes on Escape, keeps focus inside while open, and gives it back to the opener', async () => {
    const { user, dialog } = await openAddForm();
    expect(within(dialog).getByLabelText(/Product name/)).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toHaveFocus();
  });

  it('deletes a product only after confirming, and reports a failure with the spec text', async () => {
    const product = makeProduct({ productName: 'Old Printer' });
    let deletes = 0;
    const api = mockApi({
      [`POST ${apiPaths.catalog.products}`]: ok([product]),
      [`DELETE ${apiPaths.catalog.deleteProduct(product._id)}`]: () =>
        ++deletes === 1 ? fail(404, 'Product not found') : ok(null, 'Product deleted successfully'),
    });
    const { user } = renderWithProviders(<ProductsTab />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Old Printer' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete product?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', apiPaths.catalog.deleteProduct(product._id))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old Printer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting product: Product not found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Old Printer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('DELETE', apiPaths.catalog.deleteProduct(product._id))).toHaveLength(2));
  });
});

describe('admin product grid and stock', () => {
  it("shows each product's stock and filters to low stock (5 or fewer), fewest first", async () => {
    const products = [
      makeProduct({ productName: 'Plenty Phone', productStock: 40 }),
      makeProduct({ productName: 'Few Phone', productStock: 4 }),
      makeProduct({ productName: 'Gone Phone', productStock: 0 }),
      makeProduct({ productName: 'Edge Phone', productStock: 5 }),
    ];
    mockApi({ [`POST ${apiPaths.catalog.products}`]: ok(products) });
    const { user } = renderWithProviders(<ProductsTab />, { preloadedState: admin });
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByText('Stock: 40')).toBeInTheDocument();
    expect(within(grid).getByText('Stock: 0 · sold out')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Low stock (≤ 5)' }));
    const names = within(screen.getByRole('list', { name: 'Products' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Gone Phone', 'Few Phone', 'Edge Phone']);
    expect(screen.getByText('3 of 4 products low on stock, fewest first')).toBeInTheDocument();
  });
});
