import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { formatDate, formatNumber, formatPercent, formatRateText } from './format';

describe('formatDate', () => {
  it('shows a dash for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('figures', () => {
  it('read as before in English', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatPercent(45)).toBe('45%');
    expect(formatRateText('12.5%')).toBe('12.5%');
    expect(formatRateText('0.0%')).toBe('0.0%');
  });

  it('follow the German conventions in German', async () => {
    await activateLanguage('de');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatPercent(45)).toBe('45\u00a0%');
    expect(formatRateText('12.5%')).toBe('12,5\u00a0%');
    expect(formatRateText('n/a')).toBe('n/a');
  });
});
