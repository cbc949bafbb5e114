import { EXPORT_FILE_PREFIX, userExportRoute } from '@focus-room/core/api/stats-plain';
import { translate } from '../../../i18n/i18n';
import { ApiError, TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';

/** The error's text when the server's answer says nothing (read when it happens, in the active language). */
export const downloadFailed = () => translate('profile.data.failed');

/** The name the server gives the file (Content-Disposition), else the documented pattern. */
export function exportFileName(disposition: string | null, today = new Date()): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name || `${EXPORT_FILE_PREFIX}${today.toISOString().slice(0, 10)}.zip`;
}

/**
 * GET /api/user/export (Settings → 'Download my data'): the file is read as a blob, not JSON, so this does
 * not go through apiRequest; errors still become ApiErrors with the server's message (a 429 says when the
 * next export is allowed).
 */
export async function fetchMyData(): Promise<{ blob: Blob; fileName: string }> {
  const token = readStorage(TOKEN_STORAGE_KEY);
  let response: Response;
  try {
    response = await fetch(userExportRoute.path, {
      method: userExportRoute.method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const message = typeof body?.message === 'string' ? body.message : undefined;
    // The whole answer goes along: its code lets ApiError put the server's text in the user's language.
    const answer = body && message !== undefined ? body : undefined;
    throw new ApiError(response.status, message ?? downloadFailed(), undefined, message, answer);
  }
  return {
    blob: await response.blob(),
    fileName: exportFileName(response.headers.get('Content-Disposition')),
  };
}
