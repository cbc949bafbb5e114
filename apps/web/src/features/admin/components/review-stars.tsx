import { Star } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import styles from './reviews-tab.module.css';

/** Five stars, `rating` of them filled; read out as '4 out of 5 stars'. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useT();
  const label = t('admin.reviews.stars', { rating });
  return (
    <span className={styles.stars} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={18} aria-hidden="true" className={n <= rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}
