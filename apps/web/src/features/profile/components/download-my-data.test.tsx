import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { DownloadMyData } from './download-my-data';

const EXPORT = 'GET /api/user/export';

describe("Settings → 'Download my data'", () => {
  it('hands the ZIP to the browser as a download named by the server', async () => {
    mockApi({
      [EXPORT]: () =>
        new Response(new Uint8Array([80, 75, 5, 6]), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="focus-room-data-2026-11-25.zip"',
          },
        }),
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<DownloadMyData />, { wrapper: appWrapper() });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was downloaded.')).toBeTruthy();
    expect(clicked).toEqual(['focus-room-data-2026-11-25.zip']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and downloads nothing", async () => {
    const tooMany = 'Too many attempts. Please wait 1200 seconds and try again.';
    mockApi({ [EXPORT]: () => json(429, { message: tooMany }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    render(<DownloadMyData />, { wrapper: appWrapper() });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});
