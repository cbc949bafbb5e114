import { PRODUCT_NAME } from '@focus-room/core/product';
import { HomeSubPage } from '../../components/layout/home-sub-page';
import { CollectionsScreen } from '../../features/collections/components/collections-screen';
import { useT } from '../../i18n/use-t';

/** /collections: the sets after level 50 and 'Share my room' (docs/product-rules.md#collections). */
export function CollectionsRoute() {
  const { t } = useT();
  return (
    <HomeSubPage documentTitle={t('collections.pageTitle', { product: PRODUCT_NAME })}>
      <CollectionsScreen />
    </HomeSubPage>
  );
}
