import type { FastifyRequest } from 'fastify';

/**
 * Emailed links carry their token in the address's fragment, which never reaches the server; a link mailed
 * before that (`/reset-password?token=…`) still does. Its value is cut from the logged URL, so no log holds a
 * usable link. Request bodies (where the pages send tokens and passwords) are never logged.
 */
export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request serializer (method, url, version, host, address, port), with the URL's tokens cut. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutTokens(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Pino options with the shop's serializers added (`false` keeps logging off). */
export function shopLogger(logger: boolean | object, level: string): false | object {
  if (logger === false) return false;
  const options = logger === true ? { level } : logger;
  const own = 'serializers' in options ? (options.serializers as object) : {};
  return { ...options, serializers: { ...own, ...requestLogSerializers } };
}
