import type { FastifyReply, FastifyRequest } from 'fastify';
/** An answer to send: its ETag, its gzip (null for a small body) and, made only for a client that takes no gzip, its plain bytes. */
export type SendableAnswer = { etag: string; gzip: Buffer | null; identity: () => Buffer };

/** Browsers and CDNs may keep it but ask again each time (with the ETag): a write shows on the next read. */
const SHARED_CACHING = 'public, max-age=0, must-revalidate';

/**
 * Writes a ready answer: its gzip when it has one and the client takes gzip (@fastify/compress leaves a body that
 * already has a Content-Encoding alone), else its plain bytes. A `shared` answer (the same for everyone: public GET calls) also carries its
 * ETag and public caching headers, and answers 304 with no body when the client already holds those bytes.
 */
export function sendReadyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SendableAnswer,
  { shared }: { shared: boolean },
): void {
  reply.header('content-type', 'application/json; charset=utf-8');
  addVary(reply, 'Accept-Encoding');
  if (shared) {
    reply.header('etag', answer.etag);
    reply.header('cache-control', SHARED_CACHING);
    if (holdsTag(request.headers['if-none-match'], answer.etag)) {
      reply.code(304).send();
      return;
    }
  }
  if (answer.gzip && takesGzip(request.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    reply.send(answer.gzip);
    return;
  }
  reply.send(answer.identity());
}

/** Adds to Vary rather than replacing it (CORS varies on Origin). */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', name);
    return;
  }
  const list = String(current);
  if (
    list
      .toLowerCase()
      .split(',')
      .some((item) => item.trim() === name.toLowerCase() || item.trim() === '*')
  )
    return;
  reply.header('vary', list ? `${list}, ${name}` : name);
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or one of its tags with or without `W/`. */
export function holdsTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Whether Accept-Encoding takes gzip: named (or `*`) without q=0, and not refused by name. */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let star = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (coding === 'gzip' || coding === 'x-gzip') return !refused;
    if (coding === '*') star = !refused;
  }
  return star;
}
