import { getLanguage } from './i18n';

// Numbers, dates and times in the active language, through Intl (the formatters are cached per language
// and options, since building one is far slower than using it).

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object | undefined,
  make: (locale: string) => T,
): T {
  const locale = getLanguage();
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(value);
}

export function formatDateParts(
  value: Date | number,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatPart[] {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).formatToParts(value);
}

export function formatRelative(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  options?: Intl.RelativeTimeFormatOptions,
): string {
  return cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(
    value,
    unit,
  );
}

/** The active language as an Intl locale (for APIs that take one directly, e.g. localeCompare). */
export function intlLocale(): string {
  return getLanguage();
}
