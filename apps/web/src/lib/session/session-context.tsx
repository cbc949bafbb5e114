// Types only from the contract (and the zod-free shell routes): this file is in the shell's first chunk,
// which must not pull in zod.
import type { PublicUser } from '@focus-room/core/api/auth';
import { logoutRoute, verifySessionRoute } from '@focus-room/core/api/shell-routes';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onLanguageChosen } from '../../i18n/use-language';
import { ApiError, apiRequest } from '../api-client';
import { saveAccountLanguage, syncAccountLanguage } from './account-language';
import {
  clearSession,
  idleTooLong,
  readToken,
  readUserCookie,
  saveSession,
  touchActivity,
  wipeEverything,
  writeUserCookie,
} from './session-storage';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

type SessionValue = {
  status: SessionStatus;
  user: PublicUser | null;
  signIn: (token: string, user: PublicUser) => void;
  signOut: () => Promise<void>;
  /** The account as the server now describes it, after a change of its details (Settings); same session. */
  updateUser: (user: PublicUser) => void;
  /** Ends the session on this device only, wiping local storage and cookies as logout and the idle rule
   *  do (theme and cookie choices stay). For when the server already ended it: account deletion. */
  forgetEverything: () => void;
};

const SessionContext = createContext<SessionValue | null>(null);
const VERIFY_TIMEOUT_MS = 8000;
const LOGOUT_TIMEOUT_MS = 5000;
const ACTIVITY_PING_MS = 60_000;

/** The user's fields are all plain values: equal field by field is the same account state. */
function sameUser(a: PublicUser | null, b: PublicUser): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as (keyof PublicUser)[];
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

function initialState(): { status: SessionStatus; user: PublicUser | null } {
  if (idleTooLong()) {
    wipeEverything();
    return { status: 'signed-out', user: null };
  }
  if (!readToken()) return { status: 'signed-out', user: null };
  // The cookie lets a returning user's pages render at once; the check below confirms or ends it.
  const user = readUserCookie();
  return { status: user ? 'signed-in' : 'checking', user };
}

/**
 * `shell`: the build's prerender of the /home app shell (src/prerender.tsx), drawn for a signed-in user
 * not yet known (no name, no data); the browser never sets it.
 */
export function SessionProvider({ children, shell = false }: { children: ReactNode; shell?: boolean }) {
  const [state, setState] = useState(() =>
    shell ? { status: 'signed-in' as const, user: null } : initialState(),
  );
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(false);

  // However a session ends (logout, 401, time-out, account deletion), the user's cached server data goes
  // with it, so the next person in this tab never glimpses it.
  useEffect(() => {
    if (state.status === 'signed-in') wasSignedIn.current = true;
    if (state.status !== 'signed-out' || !wasSignedIn.current) return;
    wasSignedIn.current = false;
    queryClient.clear();
  }, [state.status, queryClient]);

  useEffect(() => {
    if (!readToken()) return;
    apiRequest<{ isValid: true; user: PublicUser }>(verifySessionRoute, {
      timeoutMs: VERIFY_TIMEOUT_MS,
      timeoutMessage: 'Session verification timed out',
    }).then(
      ({ user }) => {
        writeUserCookie(user);
        syncAccountLanguage(user);
        // Usually the account is as the cookie remembered it: keeping the same state then spares a render
        // of every component that reads the session (the whole page) on each load.
        setState((current) =>
          current.status === 'signed-in' && sameUser(current.user, user)
            ? current
            : { status: 'signed-in', user },
        );
      },
      (error: unknown) => {
        // The server's 401 and the 8 s time-out end the session, as the specification says. Any other
        // failure is only logged: offline, the request fails at once without reaching anyone, which says
        // nothing about the token, so the user stays signed in and their focus keeps being queued until the
        // network is back (docs/product-rules.md#session-on-the-device).
        if (
          error instanceof ApiError &&
          (error.status === 401 || error.englishMessage === 'Session verification timed out')
        ) {
          clearSession();
          setState({ status: 'signed-out', user: null });
        } else {
          console.error('Session verification failed', error);
          setState((current) =>
            current.status === 'checking' ? { status: 'signed-out', user: null } : current,
          );
        }
      },
    );
  }, []);

  // Last activity: on load, on focus and visibility changes, and every minute.
  useEffect(() => {
    const touch = () => touchActivity();
    touch();
    window.addEventListener('focus', touch);
    document.addEventListener('visibilitychange', touch);
    const timer = window.setInterval(touch, ACTIVITY_PING_MS);
    return () => {
      window.removeEventListener('focus', touch);
      document.removeEventListener('visibilitychange', touch);
      window.clearInterval(timer);
    };
  }, []);

  const signIn = useCallback((token: string, user: PublicUser) => {
    saveSession(token, user);
    syncAccountLanguage(user);
    setState({ status: 'signed-in', user });
  }, []);

  const updateUser = useCallback((user: PublicUser) => {
    writeUserCookie(user);
    setState((current) => (current.status === 'signed-in' ? { status: 'signed-in', user } : current));
  }, []);

  // A language picked in the switch while signed in goes on the account too (its mails, other devices).
  useEffect(() => {
    if (state.status !== 'signed-in' || shell) return;
    return onLanguageChosen((language) => {
      saveAccountLanguage(language).catch((error: unknown) =>
        console.error('Saving the language failed', error),
      );
    });
  }, [state.status, shell]);

  const signOut = useCallback(async () => {
    try {
      await apiRequest(logoutRoute, {
        timeoutMs: LOGOUT_TIMEOUT_MS,
        timeoutMessage: 'Logout request timed out',
      });
    } catch (error) {
      // The local session ends anyway: a user who clicked Logout must be logged out on this device.
      console.error('Logout request failed', error);
    }
    // The next person on this browser must find nothing of this user (their timer, selected task,
    // per-account keys): logout wipes what the idle rule wipes (docs/product-rules.md#browser-storage).
    wipeEverything();
    setState({ status: 'signed-out', user: null });
  }, []);

  const forgetEverything = useCallback(() => {
    wipeEverything();
    setState({ status: 'signed-out', user: null });
  }, []);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, updateUser, forgetEverything }),
    [state, signIn, signOut, updateUser, forgetEverything],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
