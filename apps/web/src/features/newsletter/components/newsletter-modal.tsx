import { NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter-plain';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck, MailOpen } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFrame, dialogStyles } from '../../../components/ui/dialog-frame';
import { TextField } from '../../../components/ui/text-field';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './newsletter-modal.module.css';

/**
 * The contract's check of the address, loaded when the form opens rather than with the modal: the modal's
 * chunk is fetched at idle time on every signed-in page, and zod would then be evaluated there while the
 * page is still starting (decision 056).
 */
let subscribeSchema:
  | Promise<typeof import('@focus-room/core/api/newsletter').newsletterSubscribeRequestSchema>
  | undefined;
function loadSubscribeSchema() {
  subscribeSchema ??= import('@focus-room/core/api/newsletter').then(
    (contract) => contract.newsletterSubscribeRequestSchema,
    (failure: unknown) => {
      subscribeSchema = undefined; // the next submit tries again
      throw failure;
    },
  );
  return subscribeSchema;
}

/** The modal closes this long after a successful subscription. */
const CLOSE_AFTER_SUCCESS_MS = 2000;

type NewsletterModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefilled address; the account's email by default. */
  email?: string;
  /** Takes focus on close when the element that opened the modal is gone (it changes on subscribing). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The newsletter modal for a signed-in user: email prefilled, 'Maybe Later' and 'Subscribe'. */
export function NewsletterModal({ open, onOpenChange, email, returnFocusTo }: NewsletterModalProps) {
  const returnFocus = useReturnFocus(returnFocusTo);
  const emailRef = useRef<HTMLInputElement>(null);
  const { user } = useSession();
  const { t } = useT();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        size="small"
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          // Radix would select the prefilled address; a caret at its end is calmer and just as quick.
          event.preventDefault();
          emailRef.current?.focus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <span className={styles.badge} aria-hidden="true">
          <MailOpen size={26} />
        </span>
        <Dialog.Title className={dialogStyles.title}>{t('newsletter.joinTitle')}</Dialog.Title>
        <Dialog.Description className={styles.text}>
          {t('newsletter.modalText', { frequency: t('newsletter.frequency') })}
        </Dialog.Description>
        {/* Dialog.Content unmounts when closed, so every opening starts with a fresh form. */}
        <SubscribeForm
          email={email ?? user?.email ?? ''}
          inputRef={emailRef}
          onClose={() => onOpenChange(false)}
        />
      </DialogFrame>
    </Dialog.Root>
  );
}

type SubscribeFormProps = {
  email: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
};

function SubscribeForm({ email: initialEmail, inputRef, onClose }: SubscribeFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [success, setSuccess] = useState<string | undefined>();
  const subscribe = useSubscribeNewsletter();
  const { t } = useT();
  const closeLater = useEffectEvent(onClose);
  /** While the schema is awaited: a second press of Enter sends nothing twice. */
  const checking = useRef(false);

  useEffect(() => {
    if (success === undefined) return;
    const timer = window.setTimeout(() => closeLater(), CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  useEffect(() => {
    loadSubscribeSchema().catch(() => {}); // a failure shows when the form is sent
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending || success !== undefined || checking.current) return;
    checking.current = true;
    let schema: Awaited<ReturnType<typeof loadSubscribeSchema>>;
    try {
      schema = await loadSubscribeSchema();
    } catch {
      setError(localizeServerMessage(NEWSLETTER_MESSAGES.subscribeFailed));
      return;
    } finally {
      checking.current = false;
    }
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      setError(localizeServerMessage(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.emailRequired));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    subscribe.mutate(parsed.data.email, {
      // The server's wording: subscribed at once, or a confirmation link sent to another address.
      onSuccess: ({ message }) => setSuccess(localizeServerMessage(message)),
      onError: (failure) =>
        setError(serverMessageOr(failure, localizeServerMessage(NEWSLETTER_MESSAGES.subscribeFailed))),
    });
  };

  const busy = subscribe.isPending || success !== undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label={t('newsletter.modalEmailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        readOnly={success !== undefined}
      />
      {/* Mounted empty from the start: screen readers announce a live region's changes, not its arrival. */}
      <p className={success === undefined ? 'visually-hidden' : styles.success} role="status">
        {success === undefined ? null : (
          <>
            <CircleCheck size={18} aria-hidden="true" />
            {success}
          </>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('newsletter.modalLater')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={subscribe.isPending || undefined}>
          {t('newsletter.modalSubscribe')}
        </Button>
      </div>
    </form>
  );
}
