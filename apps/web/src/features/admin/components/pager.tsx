import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { pageLabel } from '../lib/pagination';
import styles from './pager.module.css';

type PagerProps = {
  /** Names the navigation landmark, e.g. 'Reviews pages'. */
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The next page is on its way (the current one stays on screen meanwhile). */
  busy?: boolean;
};

/** Previous / 'Page X of Y' / Next, shared by the paged lists of the admin area. */
export function Pager({ label, page, totalPages, onPageChange, busy }: PagerProps) {
  const { t } = useT();
  return (
    <nav className={styles.pager} aria-label={label} aria-busy={busy || undefined}>
      <Button variant="secondary" size="small" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft size={16} aria-hidden="true" />
        {t('admin.pager.previous')}
      </Button>
      <p className={styles.label} aria-live="polite">
        {pageLabel(page, totalPages)}
      </p>
      <Button
        variant="secondary"
        size="small"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
      >
        {t('admin.pager.next')}
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
