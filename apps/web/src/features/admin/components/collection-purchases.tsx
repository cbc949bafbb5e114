import type { CollectionId } from '@focus-room/core/collections/catalogue';
import { CloudSnow, Coffee, Flower2, Moon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AppMessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { collectionPurchasesKey, useCollectionPurchases } from '../api/get-collection-purchases';
import { formatNumber } from '../lib/format';
import { RefreshButton } from './refresh-button';
import styles from './section.module.css';
import { SectionHeader } from './section-header';
import { FiguresAlert, StatCard, StatGrid } from './stat-card';

const SETS: Readonly<Record<CollectionId, { name: AppMessageId; icon: ReactNode }>> = {
  'winter-lights': { name: 'admin.collections.winterLights', icon: <CloudSnow size={18} /> },
  'spring-garden': { name: 'admin.collections.springGarden', icon: <Flower2 size={18} /> },
  'study-cafe': { name: 'admin.collections.studyCafe', icon: <Coffee size={18} /> },
  'night-sky': { name: 'admin.collections.nightSky', icon: <Moon size={18} /> },
};

/** Purchases per collection after level 50 (docs/product-rules.md#admin-analytics). */
export function CollectionPurchases() {
  const { t } = useT();
  const purchases = useCollectionPurchases();
  const common = {
    pending: purchases.isPending,
    error: purchases.isError ? t('admin.collections.failed') : null,
  };
  const rows = purchases.data?.collections ?? [];

  return (
    <section className={styles.section} aria-labelledby="admin-collections">
      <SectionHeader
        id="admin-collections"
        title={t('admin.collections.title')}
        description={t('admin.collections.description')}
        action={<RefreshButton queryKeys={[collectionPurchasesKey]} />}
      />
      <FiguresAlert message={purchases.isError ? t('admin.collections.failed') : null} />
      <StatGrid columns={4}>
        {(Object.keys(SETS) as CollectionId[]).map((id) => {
          const row = rows.find((set) => set.id === id);
          return (
            <StatCard
              key={id}
              {...common}
              label={t(SETS[id].name)}
              caption={
                row
                  ? t('admin.collections.caption', {
                      buyers: formatNumber(row.buyers),
                      coins: formatNumber(row.coins),
                    })
                  : ''
              }
              icon={SETS[id].icon}
              value={row && formatNumber(row.purchases)}
              testId={`stat-collection-${id}`}
            />
          );
        })}
      </StatGrid>
    </section>
  );
}
