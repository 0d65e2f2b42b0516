import type { Review, ReviewAction, ReviewFilter } from '@carcare/contracts';
import { BulkDecisionBar, type BulkController } from '../../components/bulk';
import { lazyNamed } from '../../app/lazyPage';
import { useTexts } from '../../i18n/useTexts';
import { reviewCatalogue } from './reviewTexts';

// The question with its reason loads on the first Hide or Publish (BulkModerateDialog.tsx).
const BulkModerateDialog = lazyNamed(() => import('./BulkModerateDialog'), 'BulkModerateDialog');

const reviewLabel = (review: Review) => `${review.request.code} · ${review.customer_name}`;

/** The review list's bulk bar (Hide, Publish), its confirmation with the reason, and the per-review results. */
export function BulkReviewBar({ bulk }: { bulk: BulkController<Review, ReviewFilter> }) {
  const t = useTexts(reviewCatalogue);
  return (
    <BulkDecisionBar<Review, ReviewFilter, ReviewAction>
      bulk={bulk}
      t={t}
      actions={[
        { key: 'hide', label: t('action.hide.button'), color: 'error' },
        { key: 'publish', label: t('action.publish.button') },
      ]}
      question={(asking, onClose) => <BulkModerateDialog bulk={bulk} asking={asking} onClose={onClose} />}
      rowLabel={reviewLabel}
    />
  );
}
