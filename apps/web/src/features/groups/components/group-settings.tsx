import type { GroupDetail } from '@focus-room/core/api/groups';
import type { MessageId } from '@lingui/core';
import { useId } from 'react';
import toggle from '../../../components/ui/toggle.module.css';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { setFocusPush, useGroupWrite } from '../api/group-writes';
import { usePresenceSettings, useSavePresenceSettings } from '../api/presence-settings';
import styles from './groups.module.css';

/** One setting: a checkbox, its label and what it does. */
function Toggle({
  label,
  note,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: MessageId;
  note: MessageId;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div className={toggle.toggle} data-testid={testId}>
      <input
        id={id}
        type="checkbox"
        className={toggle.checkbox}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange((event.target as HTMLInputElement).checked)}
        aria-describedby={`${id}-note`}
      />
      <div>
        <label htmlFor={id} className={toggle.label}>
          {t(label)}
        </label>
        <p id={`${id}-note`} className={toggle.note}>
          {t(note)}
        </p>
      </div>
    </div>
  );
}

/**
 * The viewer's own settings on a group's page: "Show my activity to my groups" (all groups at once) and
 * the push when someone in this group starts focusing (this group only, off by default)
 * (docs/product-rules.md#live-presence).
 */
export function GroupSettings({ group }: { group: GroupDetail }) {
  const { t } = useT();
  // Each box shows the choice being saved at once, and what the server answered after.
  const settings = usePresenceSettings();
  const saveActivity = useSavePresenceSettings();
  const savePush = useGroupWrite(setFocusPush);
  // A refused or failed change: the box shows the server's value again, and this says why.
  const failure = saveActivity.error ?? savePush.error;
  return (
    <>
      <Toggle
        testId="show-activity"
        label="groups.settings.showActivity"
        note="groups.settings.showActivityNote"
        checked={saveActivity.isPending ? saveActivity.variables : (settings.data?.showActivity ?? true)}
        disabled={!settings.data || saveActivity.isPending}
        onChange={(checked) => {
          savePush.reset();
          saveActivity.mutate(checked);
        }}
      />
      <Toggle
        testId="focus-push"
        label="groups.settings.focusPush"
        note="groups.settings.focusPushNote"
        checked={savePush.isPending ? savePush.variables[1] : group.focusPush}
        disabled={savePush.isPending}
        onChange={(checked) => {
          saveActivity.reset();
          savePush.mutate([group.id, checked]);
        }}
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {serverMessageOr(failure, t('common.actionFailed'))}
        </p>
      )}
    </>
  );
}
