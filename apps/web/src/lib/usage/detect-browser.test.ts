import { describe, expect, it } from 'vitest';
import { detectBrowser } from './detect-browser';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('detectBrowser', () => {
  it.each([
    [UA.chrome, 'Chrome'],
    [UA.chromeIos, 'Chrome'],
    [UA.edge, 'Edge'],
    [UA.opera, 'Opera'],
    [UA.firefox, 'Firefox'],
    [UA.firefoxIos, 'Firefox'],
    [UA.safari, 'Safari'],
    ['curl/8.5.0', 'Other'],
    ['', 'Other'],
  ])('%s → %s', (userAgent, expected) => {
    expect(detectBrowser(userAgent)).toBe(expected);
  });

  it('counts headless Chrome as Chrome', () => {
    expect(detectBrowser(UA.headless)).toBe('Chrome');
  });
});
