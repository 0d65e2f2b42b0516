import { useMemo, useState } from 'react';
import { z } from 'zod';
import { moderateReviewBodySchema, type Review, type ReviewAction, type ReviewFilter } from '@carcare/contracts';
import { BulkActionBar, BulkJobNote, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { useBulkModerateReviewsMutation } from './reviewsApi';
import { useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue } from './reviewTexts';

// The confirmation's note is the reason, checked by the single action's own rule before sending.
const reasonSchema = z.object({ version: z.number(), note: moderateReviewBodySchema.shape.reason });
const reviewLabel = (review: Review) => `${review.request.code} · ${review.customer_name}`;

/** The review list's bulk bar (Hide, Publish), its confirmation with the reason, and the per-review results. */
export function BulkReviewBar({ bulk }: { bulk: BulkController<Review, ReviewFilter> }) {
  const t = useTexts(reviewCatalogue);
  const nouns = useMemo(
    () => ({ region: t('bulk.region'), refusedList: t('bulk.refusedList'), allDone: t('bulk.allDone'), unknownRow: (id: number) => t('bulk.unknownRow', { id }) }),
    [t],
  );
  const [moderate, { isLoading }] = useBulkModerateReviewsMutation();
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const action = asking ?? 'hide';
  const texts = moderationTexts(t, action);
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
      <NoteConfirmDialog
        open={asking !== null}
        subject={<BulkJobNote count={bulk.count} show={bulk.runsAsJob} />}
        texts={{
          title: t('bulk.title', { action: texts.button, count: bulk.count }),
          text: t(bulk.allMatching ? 'bulk.textAllMatching' : 'bulk.textSelected', { action: texts.text }),
          confirmLabel: t('bulk.confirm', { action: texts.button, count: bulk.count }),
          destructive: action === 'hide',
          noteLabel: t('bulk.reasonLabel'),
          noteRequired: true,
          done: bulk.runsAsJob ? '' : t('bulk.done'),
        }}
        cancelLabel={t('bulk.keep')}
        busy={isLoading}
        required={{ schema: reasonSchema, version: 0, fallback: t('reason') }}
        onConfirm={(reason) => bulk.send((target) => moderate({ action, reason: reason ?? '', ...target }))}
        failedText={t('bulk.failed')}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={reviewLabel} />
    </>
  );
}
