import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './login-frequency.module.css';

const MATCHES = 6;

/** A search box over GET /api/admin/users listing the first matches to choose from. */
export function UserPicker({ onSelect }: { onSelect: (user: AdminUser) => void }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const users = useAdminUsers({ page: 1, limit: MATCHES, search });
  const matches = users.data?.users ?? [];

  return (
    <div className={styles.picker}>
      <TextField
        className={styles.pickerSearch}
        label={t('admin.picker.label')}
        type="search"
        placeholder={t('admin.users.searchPlaceholder')}
        hint={t('admin.picker.hint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        autoComplete="off"
      />
      {users.isError && !users.data ? (
        <p className={styles.pickerNote} role="alert">
          {t('admin.users.failed')}
        </p>
      ) : users.isPending ? (
        <p className={styles.pickerNote}>{t('admin.users.loading')}</p>
      ) : matches.length === 0 ? (
        <p className={styles.pickerNote}>
          {search ? t('admin.users.noMatch', { search }) : t('admin.users.none')}
        </p>
      ) : (
        <ul
          className={styles.matches}
          aria-label={t('admin.picker.matches')}
          aria-busy={users.isPlaceholderData || undefined}
        >
          {matches.map((user) => (
            <li key={user._id}>
              <button type="button" className={styles.match} onClick={() => onSelect(user)}>
                <span className={styles.matchText}>
                  <span className={styles.matchName}>{user.username}</span>
                  <span className={styles.muted}>{user.email}</span>
                </span>
                <ChevronRight size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
