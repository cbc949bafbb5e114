import { REVIEWS_PAGE_SIZE, type Review } from '@focus-room/core/api/reviews';
import { MessageSquareDashed, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../i18n/use-t';
import { adminKeys } from '../api/admin-keys';
import { useReviews } from '../api/get-reviews';
import { formatDateTime } from '../lib/format';
import { clampPage } from '../lib/pagination';
import { reviewsErrorMessage } from '../lib/review-errors';
import { Pager } from './pager';
import { RefreshButton } from './refresh-button';
import { ReviewStars } from './review-stars';
import styles from './reviews-tab.module.css';
import section from './section.module.css';
import { SectionHeader } from './section-header';

/**
 * The Reviews tab: feedback from the home page, newest first, 10 a page
 * (docs/product-rules.md#admin-reviews).
 */
export function ReviewsTab() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const reviews = useReviews(page, REVIEWS_PAGE_SIZE);
  const pagination = reviews.data?.pagination;
  useEffect(() => {
    if (pagination && page > pagination.totalPages) setPage(clampPage(page, pagination.totalPages));
  }, [pagination, page]);

  let body: ReactNode;
  if (reviews.isError) {
    body = (
      <LoadError
        message={reviewsErrorMessage(reviews.error)}
        onRetry={() => reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else if (reviews.isPending) {
    body = <p className={section.count}>{t('admin.reviews.loading')}</p>;
  } else if (reviews.data.data.length === 0) {
    body = (
      <div className={`${section.surface} ${section.empty}`}>
        <MessageSquareDashed size={28} aria-hidden="true" />
        <p className={section.emptyTitle}>{t('admin.reviews.none')}</p>
        <p>{t('admin.reviews.noneHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ol className={styles.list} aria-busy={reviews.isPlaceholderData || undefined}>
          {reviews.data.data.map((review) => (
            <li key={review._id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
        <Pager
          label={t('admin.reviews.pages')}
          page={reviews.data.pagination.page}
          totalPages={reviews.data.pagination.totalPages}
          onPageChange={setPage}
          busy={reviews.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <section className={section.section} aria-labelledby="admin-reviews">
      <SectionHeader
        id="admin-reviews"
        title={t('admin.reviews.title')}
        description={
          pagination
            ? t('admin.reviews.description', { count: pagination.total })
            : t('admin.reviews.descriptionEmpty')
        }
        action={<RefreshButton queryKeys={[adminKeys.reviewPages]} />}
      />
      {body}
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useT();
  const author = review.userId?.username ?? t('admin.reviews.guest');
  return (
    <article className={styles.review} aria-label={t('admin.reviews.by', { author })}>
      <header className={styles.reviewHead}>
        <ReviewStars rating={review.starRating} />
        <time className={styles.date} dateTime={review.createdAt}>
          {formatDateTime(review.createdAt)}
        </time>
      </header>
      <p className={styles.text}>{review.textReview}</p>
      <p className={review.userId ? styles.author : styles.guest}>
        <UserRound size={15} aria-hidden="true" />
        {author}
      </p>
    </article>
  );
}
