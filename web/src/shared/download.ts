import { adminToken } from './admin-token';
import { ApiError, apiUrl } from './api-client';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, or `fallback`. */
export function attachmentFileName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file from the API as the admin (the kept bearer token, as admin calls send it, and the cookie)
 * and hands it to the browser to save. A plain link cannot carry the token, hence the fetch. Throws an
 * `ApiError` with the server's message when the call fails.
 */
export async function saveAdminDownload(path: string, fallbackName: string): Promise<void> {
  const token = adminToken.read();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
    throw new ApiError(response.status, message, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click's download has taken the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
