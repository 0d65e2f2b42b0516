import { Suspense, useMemo, useState } from 'react';
import type { Review, ReviewAction, ReviewFilter } from '@carcare/contracts';
import { BulkActionBar, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { lazyNamed } from '../../app/lazyPage';
import { useTexts } from '../../i18n/useTexts';
import { reviewCatalogue } from './reviewTexts';

// The question with its reason loads on the first Hide or Publish (BulkModerateDialog.tsx).
const BulkModerateDialog = lazyNamed(() => import('./BulkModerateDialog'), 'BulkModerateDialog');

const reviewLabel = (review: Review) => `${review.request.code} · ${review.customer_name}`;

/** The review list's bulk bar (Hide, Publish), its confirmation with the reason, and the per-review results. */
export function BulkReviewBar({ bulk }: { bulk: BulkController<Review, ReviewFilter> }) {
  const t = useTexts(reviewCatalogue);
  const nouns = useMemo(
    () => ({ region: t('bulk.region'), refusedList: t('bulk.refusedList'), allDone: t('bulk.allDone'), unknownRow: (id: number) => t('bulk.unknownRow', { id }) }),
    [t],
  );
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const asked = useOpenedOnce(asking !== null);
  return (
    <>
      <BulkActionBar
        bulk={bulk}
        label={nouns.region}
        actions={[
          { key: 'hide', label: t('action.hide.button'), color: 'error', onClick: () => setAsking('hide') },
          { key: 'publish', label: t('action.publish.button'), onClick: () => setAsking('publish') },
        ]}
      />
      <Suspense fallback={null}>{asked ? <BulkModerateDialog bulk={bulk} asking={asking} onClose={() => setAsking(null)} /> : null}</Suspense>
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={reviewLabel} />
    </>
  );
}
