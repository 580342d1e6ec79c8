import type { TestApp } from './test-app';

/** Posts `payload` as it is under this content type, as a client that sends something other than the shop's JSON. */
export function postRawBody(shop: TestApp, url: string, contentType: string, payload: string) {
  return shop.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}
