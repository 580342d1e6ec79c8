import { BANNER_MOBILE_QUERY, BANNER_SIZES, BANNERS, bannerUrl } from '@voltcart/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { ShopLink } from '../../../shared/ui/ShopLink';
import { apiUrl } from '../../../shared/api-client';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { afterPageLoad } from '../../../shared/render-turns';

/** The spec's (docs/product.md): 5 s auto-advance, 50 px swipe, the mobile set below 768 px. */
export const BANNER_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export function BannerCarousel() {
  const isMobile = useMediaQuery(BANNER_MOBILE_QUERY);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // Restarts the auto-advance timer whenever the shopper moves the carousel themselves.
  const [timerKey, setTimerKey] = useState(0);
  const swipeStart = useRef<number | null>(null);
  // A swipe ends on a banner link; its click must not open the banner.
  const justSwiped = useRef(false);
  const count = BANNERS.length;
  const size = isMobile ? 'mobile' : 'desktop';
  // Only banners shown so far and the next one get an image: the other four would otherwise load with the page
  // (~120 KB on a phone) though most visitors never see them.
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!visited.has(current)) setVisited(new Set(visited).add(current));
  // The next banner's image waits for the page to load: it would otherwise share the network with the first one.
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setPageLoaded(true)), []);

  const goTo = useCallback(
    (index: number) => {
      setCurrent(((index % count) + count) % count);
      setTimerKey((key) => key + 1);
    },
    [count],
  );

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count, timerKey]);

  // Preload the next banner so the slide never shows a half-drawn image.
  useEffect(() => {
    const next = BANNERS[(current + 1) % count];
    if (!next || !pageLoaded) return;
    const image = new Image();
    image.src = apiUrl(bannerUrl(next.slug, size));
  }, [current, count, size, pageLoaded]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    justSwiped.current = Math.abs(distance) > SWIPE_THRESHOLD_PX;
    if (justSwiped.current) goTo(distance < 0 ? current + 1 : current - 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured offers"
      className="relative overflow-hidden rounded-none bg-slate-100 md:rounded-2xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex touch-pan-y transition-transform duration-500 ease-out select-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onClickCapture={(event) => {
          if (!justSwiped.current) return;
          justSwiped.current = false;
          event.preventDefault();
        }}
      >
        {BANNERS.map((banner, index) => {
          const shown = index === current;
          const drawn = visited.has(index) || (pageLoaded && index === (current + 1) % count);
          return (
            <ShopLink
              key={banner.slug}
              to={banner.link}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${banner.offer}`}
              aria-hidden={!shown}
              tabIndex={shown ? 0 : -1}
              draggable={false}
              className="block w-full shrink-0 aspect-[5/4] md:aspect-[16/5]"
            >
              {drawn && (
                <picture>
                  <source
                    media={BANNER_MOBILE_QUERY}
                    srcSet={apiUrl(bannerUrl(banner.slug, 'mobile'))}
                    width={BANNER_SIZES.mobile.width}
                    height={BANNER_SIZES.mobile.height}
                  />
                  <img
                    src={apiUrl(bannerUrl(banner.slug, 'desktop'))}
                    alt={banner.offer}
                    width={BANNER_SIZES.desktop.width}
                    height={BANNER_SIZES.desktop.height}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    draggable={false}
                    className="size-full object-cover"
                  />
                </picture>
              )}
            </ShopLink>
          );
        })}
      </div>

      <button
        type="button"
        onClick={() => goTo(current - 1)}
        aria-label="Previous banner"
        className="absolute top-1/2 left-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md hover:bg-white md:flex"
      >
        <ChevronLeft className="size-6" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() => goTo(current + 1)}
        aria-label="Next banner"
        className="absolute top-1/2 right-4 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md hover:bg-white md:flex"
      >
        <ChevronRight className="size-6" aria-hidden />
      </button>

      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1 md:bottom-4">
        {BANNERS.map((banner, index) => (
          <button
            key={banner.slug}
            type="button"
            onClick={() => goTo(index)}
            aria-label={`Show banner ${index + 1}`}
            aria-current={index === current}
            className="group flex size-6 items-center justify-center"
          >
            <span
              className={`block h-2 rounded-full shadow transition-all ${index === current ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
