import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, TextField } from '@mui/material';
import { REVIEW_REPLY_MAX, replyReviewBodySchema, type Review } from '@carcare/contracts';
import { useSnackbar } from '../../components/snackbar/snackbars';
import LoadingButton from '../../components/LoadingButton';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useAfterSave } from '../../components/form/useAfterSave';
import { fieldErrorText } from '../../components/form/fieldErrorText';
import { sharedServerMessage } from '../../components/componentTexts';
import { inLanguage } from '../../i18n/fieldMessages';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { useReplyToReviewMutation } from './reviewsApi';
import { reviewCatalogue } from './reviewTexts';

const REPLY_FIELD_ID = 'review-reply';

interface ReplyValues {
  reply: string;
  version: number;
}

/** The workshop admin's one reply to a review: a required text and "Send reply". */
export function ReviewReplyForm({ review }: { review: Review }) {
  const t = useTexts(reviewCatalogue);
  // Rebuilt when the language changes, so the reply's validation message follows it.
  const language = useLanguage();
  const resolver = useMemo(() => inLanguage(zodResolver(replyReviewBodySchema) as unknown as Resolver<ReplyValues>, language, () => t('replyInvalid')), [language, t]);
  const { enqueueSnackbar } = useSnackbar();
  const afterSave = useAfterSave();
  const [replyToReview] = useReplyToReviewMutation();
  const { form, submit, saving } = useConsoleForm<ReplyValues>({
    resolver,
    defaultValues: { reply: '', version: review.version },
    serverFields: ['reply'],
    onFailure: (error, { setError }) => {
      const detail = error?.data.details?.find((one) => one.field === 'reply');
      if (error?.status === 400) setError('reply', { type: 'server', message: detail ? fieldErrorText(detail, language) : sharedServerMessage(language, error.data) });
      // Already answered or changed meanwhile: the card refetches and shows the review as it is now.
      else enqueueSnackbar(error ? sharedServerMessage(language, error.data) : t('replyFailed'), { variant: 'error' });
      return null;
    },
    onSave: async ({ reply }) => afterSave(await replyToReview({ review, body: { reply, version: review.version } }), t('replySent')),
  });
  const replyError = form.formState.errors.reply?.message;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        id={REPLY_FIELD_ID}
        label={t('yourReply')}
        required
        {...form.register('reply')}
        error={Boolean(replyError)}
        helperText={replyError ?? t('replyHint')}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <LoadingButton type="submit" variant="contained" loading={saving}>
          {t('sendReply')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}
