import { Rating } from '@mui/material';
import { useTexts } from '../../i18n/useTexts';
import { reviewCatalogue } from './reviewTexts';

/** A read-only star rating named "N out of 5" for screen readers. */
export function RatingStars({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' }) {
  const t = useTexts(reviewCatalogue);
  return <Rating value={rating} readOnly size={size} getLabelText={(value) => t('ratingLabel', { rating: value })} />;
}
