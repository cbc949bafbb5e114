import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { ADMIN_MAX_COINS } from '@focus-room/core/api/admin-users';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { formatNumber } from '../lib/format';
import { type UserEditErrors, validateUserEdit } from '../lib/user-edit';
import styles from './user-card.module.css';

/** The edit mode of a user card: Coins and Level, Save / Cancel → PUT /api/admin/users/{id}. */
export function UserEditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useT();
  const [coins, setCoins] = useState(String(user.coins));
  const [level, setLevel] = useState(String(user.level));
  const [errors, setErrors] = useState<UserEditErrors>({});
  const update = useUpdateAdminUser();
  const coinsInput = useRef<HTMLInputElement>(null);
  // The admin just pressed Edit: typing starts in the first field.
  useLayoutEffect(() => {
    coinsInput.current?.focus();
    coinsInput.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateUserEdit({ coins, level });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: user._id, ...result.values },
      {
        onSuccess: () => {
          toast.success(t('admin.edit.updated'));
          onDone();
        },
        onError: (error) => {
          toast.error(t('admin.edit.updateFailed'), {
            description: serverMessageOr(error, t('admin.edit.tryAgain')),
          });
        },
      },
    );
  };

  return (
    // noValidate: our own inline messages replace the browser's bubbles for min/max/step.
    <form
      className={styles.edit}
      onSubmit={submit}
      noValidate
      aria-label={t('admin.edit.label', { username: user.username })}
    >
      <div className={styles.editFields}>
        <TextField
          label={t('admin.user.coins')}
          type="number"
          inputMode="numeric"
          min={0}
          max={ADMIN_MAX_COINS}
          step={1}
          value={coins}
          onChange={(event) => setCoins(event.target.value)}
          error={errors.coins && t(errors.coins, { max: formatNumber(ADMIN_MAX_COINS) })}
          disabled={update.isPending}
          ref={coinsInput}
        />
        <TextField
          label={t('admin.user.level')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LEVEL}
          step={1}
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          error={errors.level && t(errors.level, { max: MAX_LEVEL })}
          disabled={update.isPending}
        />
      </div>
      <div className={styles.editActions}>
        <Button type="button" variant="ghost" size="small" onClick={onDone} disabled={update.isPending}>
          {t('admin.edit.cancel')}
        </Button>
        <Button type="submit" size="small" disabled={update.isPending}>
          {update.isPending ? t('admin.edit.saving') : t('admin.edit.save')}
        </Button>
      </div>
    </form>
  );
}
