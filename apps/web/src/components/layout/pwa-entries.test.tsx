import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { captureInstallPrompt, setPwaState } from '../../lib/pwa/pwa-state';
import { json, mockApi } from '../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../test/providers';
import { InstallAppButton } from './install-app-button';
import { OfflineIndicator } from './offline-indicator';

function offerInstall() {
  const prompt = vi.fn(async () => {});
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return { offer, prompt };
}

describe('Install app', () => {
  afterEach(() => setPwaState({ installPrompt: null }));

  it('is absent until the browser offers installation, then opens its dialog once', async () => {
    captureInstallPrompt();
    render(
      <>
        <InstallAppButton />
        <InstallAppButton inMenu />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const { offer, prompt } = offerInstall();
    // Our entry replaces the browser's own mini-infobar.
    expect(offer.defaultPrevented).toBe(true);
    const buttons = screen.getAllByRole('button', { name: 'Install app' });
    expect(buttons).toHaveLength(2);
    await act(async () => fireEvent.click(buttons[0]!));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes once the app is installed', () => {
    captureInstallPrompt();
    render(<InstallAppButton />);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});

describe('the offline note', () => {
  afterEach(() => setPwaState({ offlineReady: false }));

  it('shows in a polite live region while the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    storeSession();
    mockApi({ 'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }) });
    setPwaState({ offlineReady: true });
    const { container } = render(<OfflineIndicator />, { wrapper: appWrapper() });
    const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region.getAttribute('role')).toBeNull(); // not a second role="status" beside the page's own
    expect(region.textContent).toBe('');
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toBe('Offline: your focus is saved and will sync');
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region.textContent).toBe('');
  });

  it('speaks German when German is chosen, to a visitor without a promise to sync', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await activateLanguage('de');
    mockApi({});
    setPwaState({ offlineReady: true });
    const { container } = render(<OfflineIndicator />, { wrapper: appWrapper() });
    expect(container.textContent).toBe('Offline: Timer und Aufgaben funktionieren weiter');
  });
});
