import { useSnackbar } from '../../components/snackbar/snackbars';
import { TextField } from '@mui/material';
import { MODERATION_REASON_MAX, moderateReviewBodySchema, reviewModerationAction, type Review } from '@carcare/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mountedConfirmProps } from '../../components/useConfirmTarget';
import { useModerateReviewMutation } from './reviewsApi';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue } from './reviewTexts';
import { fieldProps } from '../../components/form/entityForm';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { sharedServerMessage } from '../../components/componentTexts';

export interface ModerateReviewDialogProps {
  review: Review;
  onClose: () => void;
}

/** Hide a published review or publish a hidden one: the reason is required. */
export function ModerateReviewDialog({ review, onClose }: ModerateReviewDialogProps) {
  const t = useTexts(reviewCatalogue);
  const language = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const action = reviewModerationAction(review.status);
  const texts = moderationTexts(t, action);
  const { form, submit } = useConsoleForm({
    schema: moderateReviewBodySchema,
    defaultValues: { version: review.version, reason: '' },
    serverFields: ['reason'],
    problemField: 'reason',
    clearErrorOnChange: true,
    // The schema's message is the API's English; in Hindi the field says what to do.
    areaText: () => t('reasonInvalid'),
    onSave: async (body: { version: number; reason: string }) => {
      const result = await moderate({ review, action, body });
      if (!result.error) {
        enqueueSnackbar(texts.done, { variant: 'success' });
        onClose();
      }
      return result.error;
    },
    onFailure: (error) => {
      if (error?.status === 400) return undefined;
      // A conflict (changed by someone else, or already moderated): the list refetches and shows the current state.
      enqueueSnackbar(error ? sharedServerMessage(language, error.data) : t('actionFailed'), { variant: 'error' });
      if (error?.status === 409 || error?.status === 404) onClose();
      return null;
    },
  });

  return (
    <ConfirmDialog
      {...mountedConfirmProps(isLoading, submit, onClose)}
      title={texts.title}
      text={
        <>
          <strong>
            {review.request.code} · {review.customer_name}
          </strong>
          . {texts.text}
        </>
      }
      confirmLabel={texts.confirm}
      cancelLabel={t('cancel')}
      destructive={action === 'hide'}
    >
      <TextField
        label={t('reason')}
        required
        {...fieldProps(form, 'reason', t('reasonHint'))}
        multiline
        minRows={2}
        autoFocus
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}
