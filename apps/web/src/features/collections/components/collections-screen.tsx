import type { CollectionItemState, CollectionsResponse } from '@focus-room/core/api/collections';
import { roomImageUrl } from '@focus-room/core/api/levels-plain';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { Coins, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useRefreshOn } from '../../../hooks/use-refresh-on';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useTheme } from '../../../lib/theme';
import { useBuyCollectionItem } from '../api/buy-collection-item';
import { collectionKeys } from '../api/collection-keys';
import { useCollections } from '../api/get-collections';
import { useShowCollectionItem } from '../api/show-collection-item';
import { ITEM_NAME_IDS, SET_NAME_IDS } from '../lib/collection-names';
import { ownedSummary, shownItemIds } from '../lib/collections-state';
import { CollectionLayer } from './collection-layer';
import styles from './collections-screen.module.css';
import { ItemPicture } from './item-picture';
import { ShareRoom } from './share-room';

type T = ReturnType<typeof useT>['t'];

/**
 * The collections screen (docs/product-rules.md#collections): the room with the items the user shows,
 * 'Share my room', and every set with its items to buy, show or hide. Before level 50 the same sets are
 * shown locked, so a student sees what waits.
 */
export function CollectionsScreen() {
  const { t } = useT();
  const collections = useCollections();
  useRefreshOn(['coinUpdate', 'levelUpgraded'], collectionKeys.all);

  if (collections.isError && !collections.data) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('collections.loadFailed')}</p>
        <Button variant="secondary" size="small" onClick={() => void collections.refetch()}>
          {t('collections.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!collections.data) return <p className={styles.message}>{t('collections.loading')}</p>;
  return <Collections data={collections.data} />;
}

function Collections({ data }: { data: CollectionsResponse }) {
  const { t } = useT();
  const { theme } = useTheme();
  const { user } = useSession();
  const shown = shownItemIds(data);
  const { owned, total, spent } = ownedSummary(data);
  const level = Math.min(data.level, MAX_LEVEL);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('collections.title')}</h1>
        <p className={styles.intro}>
          {data.unlocked ? t('collections.intro') : t('collections.lockedIntro', { max: MAX_LEVEL })}
        </p>
        <p className={styles.figures}>
          <span className={styles.coins}>
            <Coins size={18} aria-hidden="true" />{' '}
            <span data-testid="collection-coins">{t('collections.yourCoins', { coins: data.coins })}</span>
          </span>
          <span>{t('collections.ownedCount', { owned, total })}</span>
          <span data-testid="collection-spent">{t('collections.spent', { coins: spent })}</span>
        </p>
      </header>

      {data.unlocked ? (
        <div className={styles.roomRow}>
          <div className={styles.room} data-testid="collections-room">
            <img
              className={styles.roomImage}
              src={roomImageUrl(level, theme)}
              alt={t('collections.roomAlt', { level })}
              width={800}
              height={600}
            />
            <CollectionLayer shownIds={shown} />
          </div>
          <ShareRoom level={level} shownIds={shown} userName={user?.username} />
        </div>
      ) : null}

      {data.collections.map((set) => (
        <section key={set.id} className={styles.set} aria-labelledby={`set-${set.id}`}>
          <div className={styles.setHeader}>
            <h2 id={`set-${set.id}`} className={styles.setTitle}>
              {t(SET_NAME_IDS[set.id])}
            </h2>
            <span className={styles.setProgress}>
              {t('collections.setProgress', {
                owned: set.items.filter((item) => item.owned).length,
                total: set.items.length,
              })}
            </span>
          </div>
          <ul className={styles.items}>
            {set.items.map((item) => (
              <ItemCard key={item.id} item={item} unlocked={data.unlocked} coins={data.coins} t={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

type ItemCardProps = { item: CollectionItemState; unlocked: boolean; coins: number; t: T };

function ItemCard({ item, unlocked, coins, t }: ItemCardProps) {
  const buy = useBuyCollectionItem();
  const show = useShowCollectionItem();
  const nameId = ITEM_NAME_IDS[item.id];
  const name = nameId ? t(nameId) : item.id;
  const missing = item.price - coins;

  const onBuy = () =>
    buy.mutate(item.id, {
      onSuccess: () => toast.success(t('collections.bought', { item: name })),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.message ? error.message : t('collections.buyFailed')),
    });
  const onShow = (shown: boolean) =>
    show.mutate(
      { itemId: item.id, shown },
      {
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.message ? error.message : t('collections.showFailed'),
          ),
      },
    );

  return (
    <li className={styles.item} data-testid={`collection-item-${item.id}`} data-owned={item.owned}>
      <ItemPicture itemId={item.id} locked={!unlocked} />
      <div className={styles.itemText}>
        <h3 className={styles.itemName}>{name}</h3>
        <p className={styles.itemPrice}>{t('collections.price', { price: item.price })}</p>
      </div>
      <div className={styles.itemAction}>
        {item.owned ? (
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={item.shown}
              onChange={(event) => onShow(event.currentTarget.checked)}
              aria-label={t('collections.showLabel', { item: name })}
            />
            {t('collections.showInRoom')}
          </label>
        ) : !unlocked ? (
          // An item once bought stays the user's, even if an admin lowers the level.
          <span className={styles.lockedBadge}>
            <Lock size={14} aria-hidden="true" /> {t('collections.lockedBadge', { max: MAX_LEVEL })}
          </span>
        ) : (
          <>
            <Button
              size="small"
              onClick={onBuy}
              disabled={missing > 0 || buy.isPending}
              aria-busy={buy.isPending || undefined}
              aria-label={t('collections.buyLabel', { item: name, price: item.price })}
            >
              {t('collections.buy', { price: item.price })}
            </Button>
            {missing > 0 ? (
              <span className={styles.needMore}>{t('collections.needMore', { missing })}</span>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
