import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18n';
import english from '../../../i18n/locales/en/account/newsletter.json';
import { NEWSLETTER_BENEFITS } from './newsletter-benefits';

// The newsletter makes one promise about how often it comes: every text takes it from core. In
// the web app it is the message `newsletter.frequency` (English: core's wording), a placeholder elsewhere.
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
    const frequency = translate('newsletter.frequency');
    expect(frequency).toBe(NEWSLETTER_FREQUENCY);
    const benefits = NEWSLETTER_BENEFITS.map(({ text }) => translate(text, { frequency }));
    expect(benefits.some((text) => text.includes(NEWSLETTER_FREQUENCY))).toBe(true);
  });

  it('is worded nowhere else in the web app, its English catalogs or the mails', () => {
    const root = join(__dirname, '../../../../..');
    const files = [...sources(join(root, 'web/src')), join(root, 'server/src/services/mail/templates.ts')];
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => OTHER_WORDINGS.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
    const messages = Object.entries(english).filter(([key]) => key !== 'frequency');
    expect(messages.filter(([, text]) => OTHER_WORDINGS.test(text))).toEqual([]);
  });
});
