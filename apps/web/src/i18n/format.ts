import { getLanguage } from './i18n';

// Numbers, dates and times in the active language, through Intl (the formatters are cached per language
// and options, since building one is far slower than using it).

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
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
