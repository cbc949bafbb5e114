import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_BENEFITS } from './newsletter-benefits';

// The newsletter makes one promise about how often it comes (issue 12): every text takes it from core.
const OTHER_WORDINGS = /a few emails a month|never more than twice|twice a month|emails a month/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the newsletter frequency', () => {
  it('is the one promise from core', () => {
    expect(NEWSLETTER_FREQUENCY).toBe('about twice a month');
    expect(NEWSLETTER_BENEFITS.some((benefit) => benefit.text.includes(NEWSLETTER_FREQUENCY))).toBe(true);
  });

  it('is worded nowhere else in the web app or the mails', () => {
    const root = join(__dirname, '../../../../..');
    const files = [...sources(join(root, 'web/src')), join(root, 'server/src/services/mail/templates.ts')];
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => OTHER_WORDINGS.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
