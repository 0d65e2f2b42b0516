import { useFieldWithError } from '../../components/useConfirmNote';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { TextField } from '@mui/material';
import { MODERATION_REASON_MAX, moderateReviewBodySchema, reviewModerationAction, type Review } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mountedConfirmProps } from '../../components/useConfirmTarget';
import { useModerateReviewMutation } from './reviewsApi';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue } from './reviewTexts';
import { fieldErrorText } from '../../components/form/fieldErrorText';
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
  const { value: reason, error: reasonError, setError: setReasonError, change: changeReason } = useFieldWithError();

  const confirm = async () => {
    const parsed = moderateReviewBodySchema.safeParse({ version: review.version, reason });
    if (!parsed.success) {
      // The schema's message is the API's English; in Hindi the field says what to do.
      setReasonError(language === 'en' ? (parsed.error.issues[0]?.message ?? t('reason')) : t('reasonInvalid'));
      return;
    }
    const result = await moderate({ review, action, body: parsed.data });
    if (!result.error) {
      enqueueSnackbar(texts.done, { variant: 'success' });
      onClose();
      return;
    }
    const error = apiErrorOf(result.error);
    if (error?.status === 400) {
      const detail = error.data.details?.find((one) => one.field === 'reason');
      setReasonError(detail ? fieldErrorText(detail, language) : sharedServerMessage(language, error.data));
      return;
    }
    // A conflict (changed by someone else, or already moderated): the list refetches and shows the current state.
    enqueueSnackbar(error ? sharedServerMessage(language, error.data) : t('actionFailed'), { variant: 'error' });
    if (error?.status === 409 || error?.status === 404) onClose();
  };

  return (
    <ConfirmDialog
      {...mountedConfirmProps(isLoading, confirm, onClose)}
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
        value={reason}
        onChange={(event) => changeReason(event.target.value)}
        error={Boolean(reasonError)}
        helperText={reasonError ?? t('reasonHint')}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
      />
    </ConfirmDialog>
  );
}
