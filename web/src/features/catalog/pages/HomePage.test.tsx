import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, CATEGORIES, firstPageCalls } from '@voltcart/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { makeProduct } from '../../../test/fixtures';
import { removePageAnswers, writeAnswerIntoPage } from '../../../test/page-answers';
import { renderWithProviders } from '../../../test/render';
import { BannerCarousel, BANNER_INTERVAL_MS } from '../components/BannerCarousel';
import { CategoryRow } from '../components/CategoryRow';
import { HomePage } from './HomePage';

const rowPath = (name: string) => `GET ${apiPaths.catalog.byCategory(name)}?limit=4`;

describe('HomePage', () => {
  it('has the category strip, twelve rows and the offers block', async () => {
    // The page is checked once its rows' answers are in, not polled while they arrive.
    vi.useFakeTimers();
    mockApi(
      Object.fromEntries(
        CATEGORIES.map((category) => [rowPath(category.name), ok([makeProduct({ productCategory: category.name })])]),
      ),
    );
    renderWithProviders(<HomePage />);
    const strip = screen.getByRole('region', { name: 'Explore Categories' });
    const tiles = within(strip).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Mouse',
      'Airpodes',
      'Camera',
      'Earphones',
      'Mobiles',
      'Printers',
      'Processors',
      'Refrigerators',
      'Speakers',
      'TVs',
      'Trimmers',
      'Watches',
    ]);
    expect(within(strip).getByRole('link', { name: 'Processors' })).toHaveAttribute('href', '/category/Processor');
    expect(within(strip).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/categories');
    // Every row's heading is drawn with the page (the server renders them all).
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Top Mouse', 'Top Earbuds', 'Top Processors', 'Top Refrigerators', 'Top TVs', 'Top Watches']),
    );
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
    // The rows' answers: well under the banner's interval, which would otherwise keep the clock busy.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('puts the shop title back in the tab after another page named itself', async () => {
    mockApi(Object.fromEntries(CATEGORIES.map((category) => [rowPath(category.name), ok([])])));
    document.title = 'Some product · Voltcart';
    renderWithProviders(<HomePage />);
    expect(document.title).toBe('Voltcart — Electronics, delivered');
    expect(await screen.findAllByRole('region')).not.toHaveLength(0);
  });
});

describe('CategoryRow', () => {
  afterEach(removePageAnswers);

  it('is its heading alone, asking for nothing, until the shopper scrolls near it', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push({ callback: this.callback, target });
        }
        disconnect() {}
      },
    );
    const api = mockApi({ [rowPath('Camera')]: ok([makeProduct({ productName: 'Camera 1' })]) });
    renderWithProviders(<CategoryRow category="Camera" heading="Top Cameras" />);
    expect(screen.getByRole('heading', { name: 'Top Cameras' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all in Camera' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    const row = observed.at(-1)!;
    act(() =>
      row.callback([{ isIntersecting: true, target: row.target! } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    expect(await screen.findByRole('article')).toHaveTextContent('Camera 1');
    expect(api.calls.map((call) => call.url)).toEqual([`${apiPaths.catalog.byCategory('Camera')}?limit=4`]);
  });

  it('on the first screen, shows four skeletons and asks for its products at once (no observer)', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const api = mockApi({ [rowPath('Mobiles')]: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<CategoryRow category="Mobiles" heading="Top Mobiles" onFirstScreen />);
    // Asked at the first render, which shows the skeletons.
    expect(api.calls.map((call) => call.url)).toEqual([`${apiPaths.catalog.byCategory('Mobiles')}?limit=4`]);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    answer(ok([makeProduct({ productName: 'Phone 1' })]));
    expect(await screen.findByRole('article')).toHaveTextContent('Phone 1');
    expect(observed).toHaveLength(0);
  });

  it('on the first screen, shows the products the server wrote into the page, asking for nothing; a later visit asks', async () => {
    const call = firstPageCalls.homeRow('Mobiles');
    writeAnswerIntoPage(call, ok([makeProduct({ productName: 'Written phone' })]).body);
    const api = mockApi({ [rowPath('Mobiles')]: ok([makeProduct({ productName: 'Asked phone' })]) });
    const first = renderWithProviders(<CategoryRow category="Mobiles" heading="Top Mobiles" onFirstScreen />);
    // The first render draws the heading and the cards, with no skeleton and no call.
    expect(screen.getByRole('heading', { name: 'Top Mobiles' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Written phone');
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    first.unmount();

    renderWithProviders(<CategoryRow category="Mobiles" heading="Top Mobiles" onFirstScreen />);
    expect(await screen.findByRole('article')).toHaveTextContent('Asked phone');
    expect(api.calls.map((c) => c.url)).toEqual([call]);
  });

  it('shows four skeletons, then the first four products', async () => {
    const products = Array.from({ length: 5 }, (_, index) => makeProduct({ productName: `Camera ${index + 1}` }));
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    mockApi({ [rowPath('Camera')]: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<CategoryRow category="Camera" heading="Top Cameras" />);
    const skeletons = screen.getAllByTestId('product-card-skeleton');
    expect(skeletons).toHaveLength(4);
    // Each card pulses as one animation, not one per grey block (the browser ticks and composites each every frame).
    expect(document.querySelectorAll('.animate-pulse')).toHaveLength(4);
    for (const skeleton of skeletons) expect(skeleton).toHaveClass('animate-pulse');
    answer(ok(products));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });

  it('says loading failed with a toast and offers a retry', async () => {
    mockApi({ [rowPath('TV')]: fail(503, 'Database unavailable') });
    renderWithProviders(<CategoryRow category="TV" heading="Top TVs" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('BannerCarousel', () => {
  const current = () =>
    screen.getAllByRole('button', { name: /^Show banner/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

  it('advances every 5 seconds and wraps around', () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerCarousel />);
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(5);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 4));
    expect(current()).toBe(0);
  });

  it('moves with the arrows, the dots and a swipe of more than 50 px', () => {
    renderWithProviders(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(current()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(current()).toBe(2);
    const track = screen.getByRole('region', { name: 'Featured offers' }).firstElementChild!;
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 260 });
    expect(current()).toBe(2);
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 200 });
    expect(current()).toBe(3);
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 200 });
    expect(current()).toBe(2);
  });

  it('draws only the banners shown so far and the next one, so the others do not load with the page', () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerCarousel />);
    const drawn = () => screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'));
    expect(drawn()).toEqual(['Flagship phones — up to 25% off', '4K TVs for the big match — from ₹19,999']);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(drawn()).toHaveLength(3);
    for (let slide = 2; slide <= 4; slide += 1) act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(drawn()).toHaveLength(5);
  });

  it('preloads the next banner', () => {
    const sources: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => void sources.push(value));
    renderWithProviders(<BannerCarousel />);
    expect(sources).toContain('/uploads/banners/tv-desktop.webp');
  });
});
