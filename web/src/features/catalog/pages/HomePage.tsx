import { CATEGORIES } from '@voltcart/contract';
import { BannerCarousel } from '../components/BannerCarousel';
import { CategoryRow } from '../components/CategoryRow';
import { CategoryStrip } from '../components/CategoryStrip';
import { OffersBlock } from '../components/OffersBlock';

export function HomePage() {
  return (
    <>
      <h1 className="sr-only">Voltcart — electronics, delivered</h1>
      <div className="md:mx-auto md:max-w-7xl md:px-6 md:pt-6">
        <BannerCarousel />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-4 md:px-6">
        <CategoryStrip />
        {CATEGORIES.map((category) => (
          <CategoryRow key={category.id} category={category.name} heading={category.heading} />
        ))}
        <OffersBlock />
      </div>
    </>
  );
}

export default HomePage;
