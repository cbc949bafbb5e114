import { ADMIN_USERS_PAGE_SIZE } from '@focus-room/core/api/admin-stats';
import { SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { adminKeys } from '../api/admin-keys';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatNumber } from '../lib/format';
import { clampPage, pageRange } from '../lib/pagination';
import { Pager } from './pager';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { UserCard } from './user-card';
import list from './users-tab.module.css';

/** The Users tab: every account as a card, searchable and paged on the server; coins and level editable. */
export function UsersTab() {
  const { t } = useT();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  // The page belongs to the search it was chosen for: a new search starts at its first page in the same
  // render (a reset in an effect would first ask for the old page of the new search).
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });

  const users = useAdminUsers({ page, limit: ADMIN_USERS_PAGE_SIZE, search });
  const pagination = users.data?.pagination;
  // Accounts can disappear between pages (deletion): never stay on a page past the end. Only this
  // request's own answer counts, not the previous page kept on screen while it loads.
  const settled = users.isPlaceholderData ? undefined : pagination;
  useEffect(() => {
    if (settled && page > settled.totalPages) {
      setPaging({ search, page: clampPage(page, settled.totalPages) });
    }
  }, [settled, page, search]);

  const range = pagination ? pageRange(pagination.page, pagination.limit, pagination.total) : null;

  return (
    <section className={styles.section} aria-labelledby="admin-users">
      <SectionHeader
        id="admin-users"
        title={t('admin.users.title')}
        description={t('admin.users.description')}
        action={<RefreshButton queryKeys={[adminKeys.users]} />}
      />
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label={t('admin.users.search')}
          type="search"
          placeholder={t('admin.users.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={200}
          autoComplete="off"
        />
        {pagination ? (
          <p className={styles.count} aria-live="polite">
            {range
              ? t('admin.users.showing', {
                  from: formatNumber(range.from),
                  to: formatNumber(range.to),
                  total: pagination.total,
                })
              : t('admin.users.count', { count: 0 })}
          </p>
        ) : null}
      </div>

      {users.isError && !users.data ? (
        <LoadError
          message={t('admin.users.failed')}
          onRetry={() => users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.isPending ? (
        <p className={list.loading}>{t('admin.users.loading')}</p>
      ) : users.data.users.length === 0 ? (
        <div className={styles.empty}>
          <SearchX size={28} aria-hidden="true" />
          <p className={styles.emptyTitle}>
            {search ? t('admin.users.noMatch', { search }) : t('admin.users.none')}
          </p>
          {search ? <p>{t('admin.users.noMatchHint')}</p> : null}
        </div>
      ) : (
        <>
          <ul className={list.grid} aria-busy={users.isPlaceholderData || undefined}>
            {users.data.users.map((user) => (
              <li key={user._id} className={list.item}>
                <UserCard user={user} />
              </li>
            ))}
          </ul>
          {pagination ? (
            <Pager
              label={t('admin.users.pages')}
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPageChange={setPage}
              busy={users.isPlaceholderData}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
