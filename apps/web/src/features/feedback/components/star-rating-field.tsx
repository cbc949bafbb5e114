import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import styles from './star-rating-field.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = {
  1: 'feedback.ratingPoor',
  2: 'feedback.ratingFair',
  3: 'feedback.ratingGood',
  4: 'feedback.ratingVeryGood',
  5: 'feedback.ratingExcellent',
} as const;

type StarRatingFieldProps = { value: number; onChange: (value: number) => void; disabled?: boolean };

/**
 * 1 to 5 stars as a native radio group: arrow keys move and choose, each star is announced as
 * '4 stars', and a hovered star previews the rating it would give.
 */
export function StarRatingField({ value, onChange, disabled = false }: StarRatingFieldProps) {
  const { t } = useT();
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset className={styles.rating} disabled={disabled}>
      <legend className={styles.legend}>{t('feedback.rating')}</legend>
      <div className={styles.row}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is a pointer nicety; the radios carry the semantics */}
        <div className={styles.stars} onMouseLeave={() => setPreview(null)}>
          {STARS.map((n) => (
            <label key={n} className={styles.star} onMouseEnter={() => setPreview(n)}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className={styles.input}
              />
              <Star size={30} aria-hidden="true" className={n <= shown ? styles.filled : styles.empty} />
              <span className="visually-hidden">{t('feedback.stars', { count: n })}</span>
            </label>
          ))}
        </div>
        <span className={styles.word} aria-hidden="true">
          {shown in WORDS ? t(WORDS[shown as keyof typeof WORDS]) : ''}
        </span>
      </div>
    </fieldset>
  );
}
