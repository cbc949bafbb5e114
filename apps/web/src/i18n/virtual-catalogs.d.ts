// The catalogs as build/i18n-catalogs.ts provides them.
declare module 'virtual:i18n-catalogs' {
  import type { Messages } from '@lingui/core';
  /** `<language>/<bundle>` → its messages, ids prefixed with their namespace, compiled. */
  export const catalogLoaders: Record<string, () => Promise<{ default: Messages }>>;
}
