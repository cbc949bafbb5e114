import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import { useTheme } from '../../../lib/theme';

type GoogleId = {
  initialize: (options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup';
  }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let scriptPromise: Promise<void> | null = null;

function loadGoogleScript() {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/**
 * Google Identity Services' own button (required by Google's branding rules). Hidden when the server has
 * no GOOGLE_CLIENT_ID. The credential goes to our server, which verifies it.
 */
export function GoogleSignInButton({
  onCredential,
  onError,
}: {
  onCredential: (idToken: string) => void;
  onError: () => void;
}) {
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId;
  const container = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  const { language } = useT();
  const callbacks = useRef({ onCredential, onError });
  callbacks.current = { onCredential, onError };

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleScript().then(
      () => {
        const id = window.google?.accounts.id;
        if (cancelled || !id || !container.current) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) =>
            credential ? callbacks.current.onCredential(credential) : callbacks.current.onError(),
        });
        container.current.replaceChildren();
        id.renderButton(container.current, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(container.current.clientWidth || 320, 400),
          // Google writes its button's text itself, in the language asked for here.
          locale: language,
        });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, theme, language]);

  if (!clientId) return null;
  return <div ref={container} style={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />;
}
