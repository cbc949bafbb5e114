import type { GroupDetail, GroupMember } from '@focus-room/core/api/groups';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Crown, Ellipsis, Flag, type LucideIcon, UserMinus } from 'lucide-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { ConfirmedDialog } from '../../../components/ui/confirmed-button';
import menu from '../../../components/ui/menu.module.css';
import { useTapToOpen } from '../../../components/ui/use-tap-to-open';
import { useT } from '../../../i18n/use-t';
import { blockUser, handOver, removeMember, useGroupWrite } from '../api/group-writes';
import styles from './member-actions.module.css';

type Asked = 'makeOwner' | 'remove' | 'block';

function Item({
  icon: Icon,
  danger = false,
  onSelect,
  children,
}: {
  icon: LucideIcon;
  danger?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item className={danger ? `${menu.item} ${menu.danger}` : menu.item} onSelect={onSelect}>
      <Icon size={16} aria-hidden="true" /> {children}
    </DropdownMenu.Item>
  );
}

/**
 * One menu of what the viewer can do to another member (docs/product-rules.md#groups-and-invites,
 * #blocks-and-reports): the owner hands the group over or removes the member, everyone blocks or reports.
 * What cannot be undone asks first; a report opens its form under the member (`onReport`).
 */
export function MemberActions({
  group,
  member,
  triggerRef,
  onReport,
}: {
  group: GroupDetail;
  member: GroupMember;
  /** The menu's button: where focus returns when a question or the report form closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  onReport: () => void;
}) {
  const { t } = useT();
  const makeOwner = useGroupWrite(handOver);
  const remove = useGroupWrite(removeMember);
  const block = useGroupWrite(blockUser);
  const [asked, setAsked] = useState<Asked>('block');
  const [asking, setAsking] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const tap = useTapToOpen(() => setMenuOpen((open) => !open));
  // Set while an item opens a question or the report form: the closing menu then leaves focus to them
  // instead of taking it back to its button.
  const chose = useRef(false);
  const name = member.username;
  const questions = {
    makeOwner: {
      title: t('groups.member.makeOwnerTitle', { name }),
      description: t('groups.member.makeOwnerText', { name }),
      confirmLabel: t('groups.member.makeOwnerConfirm'),
      busy: makeOwner.isPending,
      run: (outcome) => makeOwner.mutate([group.id, member.userId], outcome),
    },
    remove: {
      title: t('groups.member.removeTitle', { name }),
      description: t('groups.member.removeText', { name }),
      confirmLabel: t('groups.member.removeConfirm'),
      danger: true,
      busy: remove.isPending,
      run: (outcome) => remove.mutate([group.id, member.userId], outcome),
    },
    block: {
      title: t('groups.block.title', { name }),
      description: t('groups.block.text'),
      confirmLabel: t('groups.block.confirm'),
      danger: true,
      busy: block.isPending,
      run: (outcome) => block.mutate([member.userId], outcome),
    },
  } satisfies Record<Asked, Omit<Parameters<typeof ConfirmedDialog>[0], 'open' | 'onOpenChange'>>;
  const ask = (which: Asked) => {
    chose.current = true;
    setAsked(which);
    setAsking(true);
  };
  return (
    <>
      <DropdownMenu.Root modal={false} open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenu.Trigger
          {...tap}
          ref={triggerRef}
          className={styles.trigger}
          aria-label={t('groups.member.actions', { name })}
        >
          <Ellipsis size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={menu.content}
            align="end"
            sideOffset={4}
            collisionPadding={8}
            onCloseAutoFocus={(event) => {
              if (!chose.current) return;
              chose.current = false;
              event.preventDefault();
            }}
          >
            {group.isOwner && (
              <>
                <Item icon={Crown} onSelect={() => ask('makeOwner')}>
                  {t('groups.member.makeOwner')}
                </Item>
                <Item icon={UserMinus} danger onSelect={() => ask('remove')}>
                  {t('groups.member.remove')}
                </Item>
                <DropdownMenu.Separator className={menu.separator} />
              </>
            )}
            <Item icon={Ban} danger onSelect={() => ask('block')}>
              {t('groups.member.block')}
            </Item>
            <Item
              icon={Flag}
              onSelect={() => {
                chose.current = true;
                onReport();
              }}
            >
              {t('groups.member.report')}
            </Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmedDialog
        {...questions[asked]}
        open={asking}
        onOpenChange={setAsking}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}
