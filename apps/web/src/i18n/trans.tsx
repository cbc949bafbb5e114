import type { TransProps } from '@lingui/react/server';
import { TransNoContext } from '@lingui/react/server';
import type { ReactNode } from 'react';
import { i18n } from './i18n';
import { useT } from './use-t';

/**
 * A message with elements inside: `<Trans id={id} components={{ 0: <MessageLink href="/privacy" /> }} />`
 * renders "<0>…</0>" in the message as that element. Lingui's own Trans without its provider (useT keeps
 * it current).
 */
export function Trans(props: Omit<TransProps, 'render' | 'component'>) {
  useT();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}

/** A link for `components`: its words come from the message (`<0>…</0>`); a plain click stays in the app. */
export function MessageLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
