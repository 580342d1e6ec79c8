import http from 'node:http';
import { apiPaths } from '@voltcart/contract';
import { registrationForm } from '../shoppers';

/**
 * A registration sent to a running shop in two halves: the first now, the second when `finish` is called, so a
 * test can hold a request in flight (across a SIGTERM) and read how it was answered.
 */
export function halfSentRegistration(shopUrl: string, fields: { username: string; email: string; password: string }) {
  const form = registrationForm(fields);
  const url = new URL(`${shopUrl}${apiPaths.auth.register}`);
  let finish: () => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { ...form.headers, 'content-length': form.payload.length },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(form.payload.subarray(0, form.payload.length / 2));
    finish = () => request.end(form.payload.subarray(form.payload.length / 2));
  });
  return { answer, finish: () => finish() };
}
