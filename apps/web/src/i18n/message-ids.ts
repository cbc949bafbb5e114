import type common from './locales/en/shell/common.json';

// Every message id the code may use, from the English catalogs (the source language): a typo or a key
// missing from English is a type error. A new catalog file adds one line here.

type Ids<Namespace extends string, Catalog> = `${Namespace}.${Extract<keyof Catalog, string>}`;

export type AppMessageId = Ids<'common', typeof common>;

declare module '@lingui/core' {
  interface Register {
    messageIds: AppMessageId;
  }
}
