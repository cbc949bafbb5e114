import { REVIEW_MESSAGES, REVIEW_STARS_DEFAULT, REVIEW_TEXT_MAX } from '@focus-room/core/api/reviews-plain';
import { HeartHandshake, MessageSquareHeart } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session/session-context';
import { useSubmitReview } from '../api/submit-review';
import {
  buildReview,
  COLLAPSE_MS,
  hasSubmittedReview,
  problemText,
  rememberReviewSubmitted,
  submitFailureMessage,
  THANK_YOU_MS,
} from '../lib/feedback-rules';
import styles from './feedback-form.module.css';
import { StarRatingField } from './star-rating-field';

type Phase = 'form' | 'thanks' | 'collapsing' | 'collapsed' | 'hidden';

// Inline, so no card padding or border of the shared card style outweighs the fold.
const FOLDED = { height: 0, paddingBlock: 0, borderBlockWidth: 0 };

/**
 * The feedback form (docs/product-rules.md#feedback) for visitors (a guest review) and signed-in users:
 * stars, text and 'Submit Feedback'. After a review it thanks the user in a card of the same height, folds
 * away 3 s later, and stays hidden on this browser from then on. The card never changes height at once, so
 * nothing on the page jumps under the reader.
 */
export function FeedbackForm() {
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>(() => (hasSubmittedReview() ? 'hidden' : 'form'));
  // The card's height when the review went in: the thank-you keeps it, the fold starts from it.
  const [heldHeight, setHeldHeight] = useState<number | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form, and the Submit button that had the focus, just went: the focus stays in the card, moved in
  // the task that drew the thanks (a layout effect), not a task later.
  useLayoutEffect(() => {
    if (phase === 'thanks') titleRef.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = window.setTimeout(() => setPhase('collapsing'), THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
  useEffect(() => {
    if (phase !== 'collapsing') return;
    // The fold's transition ends it; with reduced motion there is none, so a timer ends it too.
    const timer = window.setTimeout(() => setPhase('collapsed'), COLLAPSE_MS + 100);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;
  const held = phase !== 'form' && heldHeight !== null;
  const className = [
    styles.card,
    held && styles.held,
    (phase === 'collapsing' || phase === 'collapsed') && styles.collapsing,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      ref={cardRef}
      className={className}
      style={held ? (phase === 'thanks' ? { height: heldHeight } : FOLDED) : undefined}
      aria-labelledby="feedback-title"
      aria-hidden={phase === 'collapsed' || undefined}
      data-testid="feedback-form"
      onTransitionEnd={(event) => {
        if (phase === 'collapsing' && event.target === event.currentTarget && event.propertyName === 'height')
          setPhase('collapsed');
      }}
    >
      <div className={styles.heading}>
        <span className={styles.icon} aria-hidden="true">
          <MessageSquareHeart size={22} />
        </span>
        <h2 id="feedback-title" ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('feedback.title')}
        </h2>
      </div>
      {/* Mounted empty from the start: a live region that appears already holding its text is often
          not announced. Out of the flow while empty, so it adds no gap. */}
      <p className={phase === 'form' ? 'visually-hidden' : styles.thanks} role="status">
        {phase === 'form' ? null : (
          <>
            <HeartHandshake size={22} aria-hidden="true" />
            {t('feedback.thankYou')}
          </>
        )}
      </p>
      {phase === 'form' ? (
        <ReviewForm
          onSubmitted={() => {
            rememberReviewSubmitted();
            setHeldHeight(cardRef.current?.offsetHeight ?? null);
            setPhase('thanks');
          }}
        />
      ) : null}
    </section>
  );
}

function ReviewForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useT();
  const { status, user } = useSession();
  const [stars, setStars] = useState(REVIEW_STARS_DEFAULT);
  const [text, setText] = useState('');
  // A problem of buildReview (core's wording, shown translated) or the failure's message.
  const [error, setError] = useState<string | undefined>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const noteId = `${textId}-note`;
  const submit = useSubmitReview();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const draft = buildReview({
      starRating: stars,
      text,
      signedIn: status === 'signed-in',
      userId: user?._id,
    });
    if ('problem' in draft) {
      setError(draft.problem);
      if (draft.problem === REVIEW_MESSAGES.textRequired) textRef.current?.focus();
      return;
    }
    setError(undefined);
    submit.mutate(draft.review, {
      onSuccess: onSubmitted,
      onError: (failure) => setError(submitFailureMessage(failure)),
    });
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <p className={styles.lead}>{t('feedback.lead')}</p>
      <StarRatingField value={stars} onChange={setStars} disabled={submit.isPending} />
      <div className={styles.field}>
        <label htmlFor={textId} className={styles.label}>
          {t('feedback.label')}
        </label>
        <textarea
          ref={textRef}
          id={textId}
          name="textReview"
          className={styles.textarea}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          placeholder={t('feedback.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error === REVIEW_MESSAGES.textRequired && e.target.value.trim()) setError(undefined);
          }}
          aria-invalid={error === REVIEW_MESSAGES.textRequired ? true : undefined}
          aria-describedby={error ? noteId : undefined}
          disabled={submit.isPending}
        />
        {text.length > REVIEW_TEXT_MAX * 0.9 ? (
          <p className={styles.count}>
            {text.length}/{REVIEW_TEXT_MAX}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={noteId} className={styles.error} role="alert">
          {problemText(error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
          {t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
