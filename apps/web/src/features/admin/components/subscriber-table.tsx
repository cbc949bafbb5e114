import type { NewsletterSubscriberRow } from '@focus-room/core/api/newsletter';
import { MailX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../lib/format';
import { clampPage, pageCount, pageSlice } from '../lib/pagination';
import { filterSubscribers, subscriberCountLine } from '../lib/subscribers';
import { Pager } from './pager';
import section from './section.module.css';
import styles from './subscriber-table.module.css';

export const SUBSCRIBERS_PAGE_SIZE = 10;

/** The subscriber table: client-side search, 10 rows a page, a count line that follows the search. */
export function SubscriberTable({ rows }: { rows: NewsletterSubscriberRow[] }) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [requestedPage, setPage] = useState(1);
  const matches = useMemo(() => filterSubscribers(rows, query), [rows, query]);
  const totalPages = pageCount(matches.length, SUBSCRIBERS_PAGE_SIZE);
  const page = clampPage(requestedPage, totalPages);
  const visible = pageSlice(matches, page, SUBSCRIBERS_PAGE_SIZE);

  return (
    <>
      <div className={section.toolbar}>
        <TextField
          className={section.search}
          label={t('admin.subscribers.search')}
          type="search"
          placeholder={t('admin.subscribers.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          autoComplete="off"
        />
        <p className={section.count} aria-live="polite" data-testid="subscriber-count">
          {subscriberCountLine(matches.length)}
        </p>
      </div>
      {matches.length === 0 ? (
        <div className={section.empty}>
          <MailX size={28} aria-hidden="true" />
          <p className={section.emptyTitle}>
            {query.trim()
              ? t('admin.subscribers.noMatch', { query: query.trim() })
              : t('admin.subscribers.none')}
          </p>
        </div>
      ) : (
        <>
          {/* Five columns do not fit a phone: the table scrolls sideways inside its card, not the page. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className={styles.scroller} tabIndex={0} aria-label={t('admin.subscribers.table')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.subscribers.username')}</th>
                  <th scope="col">{t('admin.subscribers.userEmail')}</th>
                  <th scope="col">{t('admin.subscribers.newsletterEmail')}</th>
                  <th scope="col">{t('admin.subscribers.subscribedOn')}</th>
                  <th scope="col">{t('admin.subscribers.registeredOn')}</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((row) => (
                  <tr key={row.subscriptionId}>
                    <th scope="row" className={styles.name}>
                      {row.username}
                    </th>
                    <td>{row.userEmail}</td>
                    <td>{row.newsletterEmail}</td>
                    <td className={styles.date}>{formatDate(row.subscribedAt)}</td>
                    <td className={styles.date}>{formatDate(row.userRegisteredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {totalPages > 1 ? (
            <Pager
              label={t('admin.subscribers.pages')}
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}
    </>
  );
}
