import { ADMIN_USERS_PAGE_SIZE } from '@focus-room/core/api/admin-stats';
import { SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { TextField } from '../../../components/ui/text-field';
import { adminKeys } from '../api/admin-keys';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { plural } from '../lib/format';
import { clampPage, pageRange } from '../lib/pagination';
import { Pager } from './pager';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { UserCard } from './user-card';
import list from './users-tab.module.css';

/** The Users tab: every account as a card, searchable and paged on the server; coins and level editable. */
export function UsersTab() {
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
        title="Users"
        description="Newest accounts first. Edit a user's coins or level; the change is saved at once."
        action={<RefreshButton queryKeys={[adminKeys.users]} />}
      />
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label="Search users"
          type="search"
          placeholder="Name or email"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={200}
          autoComplete="off"
        />
        {pagination ? (
          <p className={styles.count} aria-live="polite">
            {range
              ? `Showing ${range.from}–${range.to} of ${plural(pagination.total, 'user')}`
              : plural(0, 'user')}
          </p>
        ) : null}
      </div>

      {users.isError && !users.data ? (
        <LoadError
          message="Failed to load users"
          onRetry={() => users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.isPending ? (
        <p className={list.loading}>Loading users…</p>
      ) : users.data.users.length === 0 ? (
        <div className={styles.empty}>
          <SearchX size={28} aria-hidden="true" />
          <p className={styles.emptyTitle}>{search ? `No users match “${search}”` : 'No users yet'}</p>
          {search ? <p>Try part of a name or an email address.</p> : null}
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
              label="Users pages"
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
