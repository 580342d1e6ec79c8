import { apiPaths, formatRupees, type Product, type ProductSearchData } from '@voltcart/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, type MockReply } from '../../../test/api-mock';
import { makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SearchBox } from './SearchBox';

const search = `GET ${apiPaths.catalog.search}`;
const phones = [
  makeProduct({ productName: 'Samsung Galaxy S24', productBrand: 'Samsung', salesPrice: 64999 }),
  makeProduct({ productName: 'Samsung Galaxy A55', productBrand: 'Samsung', salesPrice: 34999 }),
  makeProduct({ productName: 'Samsung Galaxy M35', productBrand: 'Samsung', salesPrice: 17999 }),
];
const answer = (items: Product[]): ProductSearchData => ({ items, total: items.length, facets: { brands: [], price: null } });
const wordsOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('q');

const renderBox = () => renderWithProviders(<SearchBox />, { route: '/', path: '/' });
const box = () => screen.getByRole('combobox', { name: 'Search products' });
const location = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  it('asks for at most 6 products for the typed words and shows each with its price', async () => {
    const api = mockApi({ [search]: ok(answer(phones)) });
    const { user } = renderBox();
    await user.type(box(), 'sams');
    const options = await screen.findAllByRole('option');
    expect(Object.fromEntries(new URL(api.calls.at(-1)!.url, 'http://localhost').searchParams)).toEqual({
      q: 'sams',
      limit: '6',
    });
    expect(options.map((option) => option.textContent)).toEqual(
      phones.map((phone) => `${phone.productName}${formatRupees(phone.salesPrice)}`),
    );
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Suggested products' }).id);
  });

  it('waits 200 ms after the last keystroke, and asks for nothing for a single letter', () => {
    const api = mockApi({ [search]: ok(answer(phones)) });
    vi.useFakeTimers();
    renderBox();
    const typeInBox = (text: string) => fireEvent.change(box(), { target: { value: text } });
    typeInBox('s');
    act(() => vi.advanceTimersByTime(1000));
    expect(api.calls).toHaveLength(0);
    typeInBox('sa');
    act(() => vi.advanceTimersByTime(150));
    typeInBox('sam');
    act(() => vi.advanceTimersByTime(199));
    expect(api.calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(api.calls.map((call) => wordsOf(call.url))).toEqual(['sam']);
  });

  it('never lets an older answer replace a newer one', async () => {
    let answerOlder: (reply: MockReply) => void = () => {};
    const older = makeProduct({ productName: 'Salt lamp speaker' });
    const api = mockApi({
      [search]: (call) =>
        wordsOf(call.url) === 'sa' ? new Promise<MockReply>((resolve) => (answerOlder = resolve)) : ok(answer(phones)),
    });
    const { user } = renderBox();
    await user.type(box(), 'sa');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // One input event: keystrokes a pause apart on a busy machine would also ask for 'sam'.
    await user.paste('ms');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    answerOlder(ok(answer([older])));
    // Let the older answer arrive in full.
    await act(async () => {
      await api.fetchMock.mock.results[0]!.value;
    });
    await act(async () => {});
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain(expect.stringContaining('Salt lamp'));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(api.calls.map((call) => wordsOf(call.url))).toEqual(['sa', 'sams']);
  });

  it('moves through the suggestions with the arrow keys, wrapping at the ends, and Escape closes the list', async () => {
    mockApi({ [search]: ok(answer(phones)) });
    const { user } = renderBox();
    await user.type(box(), 'sams');
    const options = await screen.findAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('sams');
  });

  it('Enter opens the highlighted product', async () => {
    mockApi({ [search]: ok(answer(phones)) });
    const { user } = renderBox();
    await user.type(box(), 'sams');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe(`/product/${phones[1]!._id}`);
  });

  it('Enter with nothing highlighted goes to the results page', async () => {
    mockApi({ [search]: ok(answer(phones)) });
    const { user } = renderBox();
    await user.type(box(), ' galaxy phones ');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/search?q=galaxy+phones');
  });

  it('a click on a suggestion opens its product', async () => {
    mockApi({ [search]: ok(answer(phones)) });
    const { user } = renderBox();
    await user.type(box(), 'sams');
    await user.click(await screen.findByRole('option', { name: /Samsung Galaxy M35/ }));
    expect(location()).toBe(`/product/${phones[2]!._id}`);
  });

  it('shows the words of the results page it is on, and asks for their suggestions only once the shopper is in the box', () => {
    const api = mockApi({ [search]: ok(answer(phones)) });
    vi.useFakeTimers();
    renderWithProviders(<SearchBox />, { route: '/search?q=galaxy%20s24', path: '/search' });
    expect(box()).toHaveValue('galaxy s24');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1000));
    expect(api.calls).toHaveLength(0);
    fireEvent.focus(box());
    act(() => vi.advanceTimersByTime(200));
    expect(api.calls.map((call) => wordsOf(call.url))).toEqual(['galaxy s24']);
  });
});
