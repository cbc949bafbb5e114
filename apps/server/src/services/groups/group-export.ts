import type { Database } from '../../db/database';
import { groupSafetyRepository, membershipsForExport } from '../../repositories/group-safety-repository';
import { presenceRepository } from '../../repositories/presence-repository';

/** The README lines of the study-group files in the data export. */
export const GROUP_EXPORT_README = `group-memberships.*    your study groups: name, whether you own it, its weekly goal, whether you get
                       its "started focusing" push, when you joined
group-reactions.*      the reactions you sent at a break
group-reports.*        the reports you made (group, member, reason)
group-blocks.*         the users you blocked
presence-settings.json whether your groups see your activity
`;

/** The study-group part of the data export (docs/product-rules.md#study-groups). */
export async function groupExport(db: Database, userId: string) {
  const [memberships, mine, showActivity] = await Promise.all([
    membershipsForExport(db, userId),
    groupSafetyRepository.exportOf(db, userId),
    presenceRepository.settingOf(db, userId),
  ]);
  return {
    tables: [
      {
        name: 'group-memberships',
        rows: memberships,
        fallback: ['groupId', 'name', 'owner', 'weeklyGoalMinutes', 'focusPush', 'joinedAt'],
      },
      { name: 'group-reactions', rows: mine.reactions, fallback: ['groupId', 'reaction', 'createdAt'] },
      {
        name: 'group-reports',
        rows: mine.reports,
        fallback: ['groupId', 'reportedUserId', 'reason', 'createdAt'],
      },
      { name: 'group-blocks', rows: mine.blocks, fallback: ['blockedId', 'createdAt'] },
    ],
    presenceSettings: { showActivity },
  };
}
