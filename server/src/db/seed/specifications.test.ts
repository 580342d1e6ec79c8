import { checkSpecifications, findCategory } from '@voltcart/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_SPECIFICATIONS } from './demo-specifications-data';
import { PRODUCTS } from './products-data';
import { demoSpecificationsOf } from './specifications';

describe("the demo products' specifications", () => {
  it('give every demo product values of its own, each of the right type for its category', () => {
    for (const product of PRODUCTS) {
      const values = DEMO_SPECIFICATIONS[product.name];
      expect(values, product.name).toBeDefined();
      expect(Object.keys(values!).length, product.name).toBeGreaterThanOrEqual(3);
      expect(checkSpecifications(findCategory(product.category)!.id, values!).errors, product.name).toEqual({});
    }
  });

  it('give a product the list does not name the values of its nearest listed sibling, with the RAM and storage its name states', () => {
    const variant = demoSpecificationsOf('Samsung Galaxy S24 Ultra 5G (12 GB RAM, 512 GB) – Titanium Black', 'mobiles');
    expect(variant).toMatchObject({ ram: 12, storage: 512, screen: 6.8, battery: 5000, '5g': true, os: 'Android' });
    expect(demoSpecificationsOf('Samsung Galaxy S24 Ultra 5G (12 GB RAM, 512 GB) – Titanium Black', 'mobiles')).toEqual(variant);
  });
});
