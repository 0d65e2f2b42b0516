import { z } from 'zod';
import { moderateReviewBodySchema, type Review, type ReviewAction, type ReviewFilter } from '@carcare/contracts';
import { BulkJobNote, type BulkController } from '../../components/bulk';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { useBulkModerateReviewsMutation } from './reviewsApi';
import { useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue } from './reviewTexts';

// The confirmation's note is the reason, checked by the single action's own rule before sending.
const reasonSchema = z.object({ version: z.number(), note: moderateReviewBodySchema.shape.reason });

/**
 * Hide or publish every ticked (or matching) review, with the reason: the bulk bar's question. It
 * checks the reason with the contract's schema, so it loads on the first Hide or Publish (BulkReviewBar).
 */
export function BulkModerateDialog({ bulk, asking, onClose }: { bulk: BulkController<Review, ReviewFilter>; asking: ReviewAction | null; onClose: () => void }) {
  const t = useTexts(reviewCatalogue);
  const [moderate, { isLoading }] = useBulkModerateReviewsMutation();
  const action = asking ?? 'hide';
  const texts = moderationTexts(t, action);
  return (
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
      required={{ schema: reasonSchema, version: 0 }}
      onConfirm={(reason) => bulk.send((target) => moderate({ action, reason: reason ?? '', ...target }))}
      failedText={t('bulk.failed')}
      onClose={onClose}
    />
  );
}
