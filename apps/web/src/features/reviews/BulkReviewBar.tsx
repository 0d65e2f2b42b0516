import { useState } from 'react';
import { z } from 'zod';
import { moderateReviewBodySchema, type Review, type ReviewAction, type ReviewFilter } from '@carcare/contracts';
import { BulkActionBar, BulkJobNote, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { useBulkModerateReviewsMutation } from './reviewsApi';
import { BULK_REVIEW_TEXTS as B, MODERATION_TEXTS, REVIEW_TEXTS as T } from './reviewTexts';

// The confirmation's note is the reason, checked by the single action's own rule before sending.
const reasonSchema = z.object({ version: z.number(), note: moderateReviewBodySchema.shape.reason });
const reviewLabel = (review: Review) => `${review.request.code} · ${review.customer_name}`;

/** The review list's bulk bar (Hide, Publish), its confirmation with the reason, and the per-review results. */
export function BulkReviewBar({ bulk }: { bulk: BulkController<Review, ReviewFilter> }) {
  const [moderate, { isLoading }] = useBulkModerateReviewsMutation();
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const action = asking ?? 'hide';
  return (
    <>
      <BulkActionBar
        bulk={bulk}
        label={B.nouns.region}
        actions={[
          { key: 'hide', label: MODERATION_TEXTS.hide.button, color: 'error', onClick: () => setAsking('hide') },
          { key: 'publish', label: MODERATION_TEXTS.publish.button, onClick: () => setAsking('publish') },
        ]}
      />
      <NoteConfirmDialog
        open={asking !== null}
        subject={<BulkJobNote count={bulk.count} show={bulk.runsAsJob} />}
        texts={{
          title: B.title(action, bulk.count),
          text: B.text(action, bulk.allMatching),
          confirmLabel: B.confirm(action, bulk.count),
          destructive: action === 'hide',
          noteLabel: B.reasonLabel,
          noteRequired: true,
          done: bulk.runsAsJob ? '' : B.done,
        }}
        cancelLabel={B.keep}
        busy={isLoading}
        required={{ schema: reasonSchema, version: 0, fallback: T.reason }}
        onConfirm={(reason) => bulk.send((target) => moderate({ action, reason: reason ?? '', ...target }))}
        failedText={B.failed}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog bulk={bulk} texts={B.nouns} rowLabel={reviewLabel} />
    </>
  );
}
