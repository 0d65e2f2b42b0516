import { Suspense, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { can, reviewModerationAction, type Review, type UserType } from '@carcare/contracts';
import { useAppSelector } from '../../app/hooks';
import { StatusChip } from '../../components/StatusChip';
import { selectCurrentUser } from '../auth/public';
import { formatDateTime } from '../../components/format/dates';
import { ModerateReviewDialog, preloadReplyForm, ReviewReplyForm } from './reviewForms';
import { RatingStars } from './RatingStars';
import { useRequestReviewQuery } from './reviewsApi';
import { useTexts } from '../../i18n/useTexts';
import { moderationTexts, reviewCatalogue } from './reviewTexts';
import { RetryAlert } from '../../components/RetryAlert';

/** The reply form's height (a two-line field, its hint and the button), held while its code arrives. */
const REPLY_FORM_HEIGHT = 150;

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
        <Suspense fallback={<Skeleton variant="rounded" height={REPLY_FORM_HEIGHT} aria-label={t('yourReply')} />}>
          <ReviewReplyForm review={review} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>{moderating ? <ModerateReviewDialog review={review} onClose={() => setModerating(false)} /> : null}</Suspense>
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
  const mayReply = can(role ?? signedInRole, 'reviews.reply');
  useEffect(() => {
    if (mayReply) preloadReplyForm();
  }, [mayReply]);

  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={96} aria-label={t('cardTitle')} />;
  else if (data && !error) body = data.review ? <ReviewDetails review={data.review} role={role ?? signedInRole} /> : <Typography sx={{ color: 'text.secondary' }}>{t('noReview')}</Typography>;
  else
    body = (
      <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
        {t('cardFailed')}
      </RetryAlert>
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
