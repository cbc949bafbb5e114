import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { json, mockApi } from '../../../test/api-mock';
import { exportFileName, fetchMyData } from './download-my-data';

describe('exportFileName', () => {
  it("takes the server's file name, without any path in it", () => {
    expect(exportFileName('attachment; filename="focus-room-data-2026-11-25.zip"')).toBe(
      'focus-room-data-2026-11-25.zip',
    );
    expect(exportFileName("attachment; filename*=UTF-8''..%2F..%2Fevil.zip")).toBe('....evil.zip');
  });

  it('falls back to the documented name', () => {
    expect(exportFileName(null, new Date('2026-11-25T12:00:00Z'))).toBe('focus-room-data-2026-11-25.zip');
  });
});

describe('fetchMyData', () => {
  it('hands back the file with the name the server gave it', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({
      'GET /api/user/export': () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="x.zip"',
          },
        }),
    });
    const { blob, fileName } = await fetchMyData();
    expect(fileName).toBe('x.zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(api.count('GET /api/user/export')).toBe(1);
  });

  it("carries the server's refusal (the rate limit's wording), else a fallback", async () => {
    const tooMany = 'Too many attempts. Please wait 60 seconds and try again.';
    mockApi({ 'GET /api/user/export': () => json(429, { message: tooMany }) });
    await expect(fetchMyData()).rejects.toMatchObject({ status: 429, serverMessage: tooMany });
    mockApi({ 'GET /api/user/export': () => new Response('<html>', { status: 502 }) });
    const error = await fetchMyData().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to download your data. Please try again.');
  });
});
