import type { NewsletterStatusResponse } from '@focus-room/core/api/newsletter';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { newsletterStatusQueryOptions } from '../api/get-newsletter-status';
import { newsletterKeys } from '../api/newsletter-keys';
import { decidePrompt, markPrompted, PROMPT_DELAY_MS, wasPrompted } from '../lib/newsletter-prompt';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const RECHECK_MS = 500;

/**
 * Opens the newsletter modal once per user, PROMPT_DELAY_MS after the session becomes signed-in, unless
 * the user is subscribed (000 §4). The flag is set when the modal is shown, so a reload never asks again.
 */
export function useNewsletterPrompt(userId: string | undefined, open: () => void) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const attempt = useEffectEvent((id: string, readStatus: boolean | null) => {
    const cached = queryClient.getQueryData<NewsletterStatusResponse>(newsletterKeys.status(id));
    const subscribed = cached ? cached.isSubscribed : readStatus;
    const decision = decidePrompt({
      alreadyPrompted: wasPrompted(id),
      subscribed,
      dialogOpen: document.querySelector(OPEN_DIALOG) !== null,
      pathname,
    });
    if (decision === 'show') {
      markPrompted(id);
      open();
    } else if (decision === 'skip' && subscribed === true) {
      markPrompted(id);
    }
    return decision;
  });

  useEffect(() => {
    if (!userId || wasPrompted(userId)) return;
    let cancelled = false;
    let timer: number | undefined;
    const run = async () => {
      let subscribed: boolean | null;
      try {
        subscribed = (await queryClient.fetchQuery(newsletterStatusQueryOptions(userId))).isSubscribed;
      } catch {
        subscribed = null;
      }
      const retry = () => {
        if (cancelled) return;
        if (attempt(userId, subscribed) === 'wait') timer = window.setTimeout(retry, RECHECK_MS);
      };
      retry();
    };
    timer = window.setTimeout(() => void run(), PROMPT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [userId, queryClient]);
}
