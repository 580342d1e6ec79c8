import { describe, expect, it } from 'vitest';
import { ConfigError } from './error';
import { siteOf, storefrontOf, storefrontSettings } from './storefront';

describe('the storefront a split deployment serves from another origin', () => {
  it('reads sites as browsers do: the registrable domain, so api. and shop. of one domain are one site', () => {
    expect(siteOf('https://shop.example.co.in')).toBe(siteOf('https://api.example.co.in'));
    expect(siteOf('https://shop.example.in')).not.toBe(siteOf('https://api.other.in'));
    expect(siteOf('http://localhost:5173')).toBe(siteOf('http://localhost:5199'));
    expect(siteOf('http://shop.example.in')).not.toBe(siteOf('https://shop.example.in'));
  });

  it('sends the session cookie across sites (SameSite=None) only when a listed storefront is another site, over https', () => {
    expect(storefrontSettings('https://api.voltcart.in', ['https://shop.voltcart.in'], undefined).sessionSameSite).toBe('lax');
    expect(storefrontSettings('https://api.voltcart.in', ['https://voltcart-shop.in'], undefined).sessionSameSite).toBe('none');
    expect(storefrontSettings('http://api.voltcart.test', ['http://shop.other.test'], undefined).sessionSameSite).toBe('lax');
    expect(storefrontSettings('https://api.voltcart.in', [], undefined)).toEqual({
      storefrontUrl: 'https://api.voltcart.in',
      sessionSameSite: 'lax',
    });
  });

  it('takes STOREFRONT_URL only when it is the shop itself or a listed origin', () => {
    expect(
      storefrontSettings('https://api.voltcart.in', ['https://shop.voltcart.in'], 'https://shop.voltcart.in/').storefrontUrl,
    ).toBe('https://shop.voltcart.in');
    expect(() => storefrontSettings('https://api.voltcart.in', [], 'https://evil.example')).toThrow(ConfigError);
    expect(() => storefrontSettings('https://api.voltcart.in', [], 'not a url')).toThrow(/STOREFRONT_URL/);
  });

  it("answers a request's Origin only when it is listed, never an unlisted one", () => {
    const listed = ['https://shop.voltcart.in'];
    expect(storefrontOf('https://shop.voltcart.in', listed, 'https://api.voltcart.in')).toBe('https://shop.voltcart.in');
    expect(storefrontOf('https://evil.example', listed, 'https://api.voltcart.in')).toBe('https://api.voltcart.in');
    expect(storefrontOf(undefined, listed, 'https://api.voltcart.in')).toBe('https://api.voltcart.in');
  });
});
