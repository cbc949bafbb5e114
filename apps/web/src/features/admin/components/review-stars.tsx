import { Star } from 'lucide-react';
import styles from './reviews-tab.module.css';

/** Five stars, `rating` of them filled; read out as '4 out of 5 stars'. */
export function ReviewStars({ rating }: { rating: number }) {
  const label = `${rating} out of 5 stars`;
  return (
    <span className={styles.stars} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={18} aria-hidden="true" className={n <= rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}
