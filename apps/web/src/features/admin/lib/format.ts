import * as i18nFormat from '../../../i18n/format';

// Display formats of the admin figures, in the active language (i18n/format.ts); figures keep at most
// two decimals, as the server rounds them.
const NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export const formatNumber = (value: number) => i18nFormat.formatNumber(value, NUMBER);

/** A whole percentage (45 → '45%', in German '45 %'). */
export const formatPercent = (value: number, fractionDigits = 0) =>
  i18nFormat.formatNumber(value / 100, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

/**
 * The server's subscription rate is English text with one decimal ('12.5%'): read back as a number so
 * it shows in the active language; anything else is shown as it came.
 */
export function formatRateText(rate: string): string {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(rate.trim());
  return match ? formatPercent(Number(match[1]), 1) : rate;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? i18nFormat.formatDate(date, DATE) : '—';
}

export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? i18nFormat.formatDate(date, DATE_TIME) : '—';
}
