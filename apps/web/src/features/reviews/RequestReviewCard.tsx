import { useMemo, useState } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { REVIEW_REPLY_MAX, can, replyReviewBodySchema, reviewModerationAction, type Review, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import LoadingButton from '../../components/LoadingButton';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { StatusChip } from '../../components/StatusChip';
import { selectCurrentUser } from '../auth/public';
import { formatDateTime } from '../../components/format/dates';
import { useAfterSave } from '../../components/form/useAfterSave';
import { ModerateReviewDialog } from './ModerateReviewDialog';
import { RatingStars } from './RatingStars';
import { useReplyToReviewMutation, useRequestReviewQuery } from './reviewsApi';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inLanguage } from '../../i18n/fieldMessages';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue } from './reviewTexts';
import { fieldErrorText } from '../../components/form/fieldErrorText';
import { sharedServerMessage } from '../../components/componentTexts';

const REPLY_FIELD_ID = 'review-reply';

interface ReplyValues {
  reply: string;
  version: number;
}

/** The workshop admin's one reply: a required text and "Send reply". */
function ReplyForm({ review }: { review: Review }) {
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

function ReviewDetails({ review, role }: { review: Review; role: UserType | undefined }) {
  const t = useTexts(reviewCatalogue);
  const [moderating, setModerating] = useState(false);
  const action = reviewModerationAction(review.status);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <RatingStars rating={review.rating} size="medium" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
          {t('ratingLabel', { rating: review.rating })}
        </Typography>
        <StatusChip status={review.status} />
        <Box sx={{ flexGrow: 1 }} />
        {can(role, 'reviews.moderate') ? (
          <Button size="small" color={action === 'hide' ? 'error' : 'primary'} onClick={() => setModerating(true)}>
            {moderationTexts(t, action).button}
          </Button>
        ) : null}
      </Stack>
      <Box>
        <Typography variant="subtitle2">{review.customer_name}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatDateTime(review.created_at)}
          {review.worker ? t('workerLine', { label: t('worker'), name: review.worker.name }) : ''}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', fontStyle: review.comment ? undefined : 'italic' }}>
          {review.comment || t('noComment')}
        </Typography>
      </Box>
      {review.status === 'hidden' && review.moderation_reason ? (
        <Alert severity="info">
          {t('hiddenBecause')} {review.moderation_reason}
        </Alert>
      ) : null}
      {review.reply !== null ? (
        <Box component="section" aria-label={t('workshopReply')} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
          <Typography variant="subtitle2">{t('workshopReply')}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {formatDateTime(review.replied_at)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
            {review.reply}
          </Typography>
        </Box>
      ) : can(role, 'reviews.reply') ? (
        <ReplyForm review={review} />
      ) : null}
      {moderating ? <ModerateReviewDialog review={review} onClose={() => setModerating(false)} /> : null}
    </Stack>
  );
}

export interface RequestReviewCardProps {
  requestId: number;
  /** Who is looking: the workshop admin may reply, the super admin hide or publish. Defaults to the signed-in admin's role. */
  role?: UserType;
}

/** The customer's review of a request ("No review yet" until there is one), for its details page. */
export function RequestReviewCard({ requestId, role }: RequestReviewCardProps) {
  const t = useTexts(reviewCatalogue);
  const signedInRole = useAppSelector(selectCurrentUser)?.user_type;
  const { data, error, isLoading, refetch } = useRequestReviewQuery(requestId);

  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={96} aria-label={t('cardTitle')} />;
  else if (data && !error) body = data.review ? <ReviewDetails review={data.review} role={role ?? signedInRole} /> : <Typography sx={{ color: 'text.secondary' }}>{t('noReview')}</Typography>;
  else
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('cardFailed')}
      </Alert>
    );

  return (
    <Card component="section" aria-label={t('cardTitle')}>
      <CardContent>
        <Typography component="h2" sx={{ mb: 2, fontSize: '1rem', fontWeight: 600 }}>
          {t('cardTitle')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
