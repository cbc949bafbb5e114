import type { NewsletterStatusResponse } from '@focus-room/core/api/newsletter';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from '../../../lib/routing';
import { newsletterStatusQueryOptions } from '../api/get-newsletter-status';
import { markNewsletterPromptedOnServer } from '../api/mark-newsletter-prompted';
import { newsletterKeys } from '../api/newsletter-keys';
import {
  decidePrompt,
  isAdminPath,
  markPrompted,
  PROMPT_DELAY_MS,
  timerIsRunning,
  wasPrompted,
} from '../lib/newsletter-prompt';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const RECHECK_MS = 500;

// Subscribed, or waiting for the confirmation of an address: either way the user has said yes.
const saidYes = (status: NewsletterStatusResponse) => status.isSubscribed || status.pendingEmail !== null;

/** What the status tells the prompt; an unreadable status counts as not subscribed and not yet asked. */
type PromptStatus = { subscribed: boolean | null; promptedOnServer: boolean };

/**
 * Opens the newsletter modal once per user, PROMPT_DELAY_MS after the session becomes signed-in (or, if the
 * timer is running then, at a pause or the run's end), unless the user is subscribed or was asked on
 * another device (docs/product-rules.md#newsletter-prompt). `modalOpen` tells when the user opened the
 * modal themselves (from the footer): that counts as having been asked. The flag is set when the prompt
 * decides, so a reload never asks again. Nothing is scheduled in the admin area; leaving it starts the delay
 * afresh.
 */
export function useNewsletterPrompt(userId: string | undefined, modalOpen: boolean, open: () => void) {
  const queryClient = useQueryClient();
  const onAdminPath = isAdminPath(useLocation().path);
  const openedByUser = useRef(false);
  useEffect(() => {
    if (modalOpen) openedByUser.current = true;
  }, [modalOpen]);

  const attempt = useEffectEvent((id: string, read: PromptStatus) => {
    const cached = queryClient.getQueryData<NewsletterStatusResponse>(newsletterKeys.status(id));
    const decision = decidePrompt({
      alreadyPrompted: wasPrompted(id) || openedByUser.current || read.promptedOnServer,
      subscribed: cached ? saidYes(cached) : read.subscribed,
      dialogOpen: document.querySelector(OPEN_DIALOG) !== null,
      timerRunning: timerIsRunning(),
    });
    if (decision === 'wait') return decision;
    // Decided for good: shown now, or not needed (already asked, or subscribed). The server keeps it for
    // the account, so another device does not ask again; failing that, this browser still remembers.
    markPrompted(id);
    if (!read.promptedOnServer) void markNewsletterPromptedOnServer().catch(() => {});
    if (decision === 'show') open();
    return decision;
  });

  useEffect(() => {
    if (!userId || onAdminPath || wasPrompted(userId)) return;
    let cancelled = false;
    let timer: number | undefined;
    const run = async () => {
      let read: PromptStatus;
      try {
        const status = await queryClient.fetchQuery(newsletterStatusQueryOptions(userId));
        read = { subscribed: saidYes(status), promptedOnServer: status.prompted };
      } catch {
        read = { subscribed: null, promptedOnServer: false };
      }
      // Another open dialog or a running timer makes the prompt wait: it looks again shortly after, so it
      // opens at the next pause or when the run is over.
      const retry = () => {
        if (cancelled) return;
        if (attempt(userId, read) === 'wait') timer = window.setTimeout(retry, RECHECK_MS);
      };
      retry();
    };
    timer = window.setTimeout(() => void run(), PROMPT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [userId, onAdminPath, queryClient]);
}
