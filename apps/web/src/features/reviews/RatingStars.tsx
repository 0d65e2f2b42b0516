import { Rating } from '@mui/material';
import { ratingLabel } from './reviewTexts';

/** A read-only star rating named "N out of 5" for screen readers. */
export function RatingStars({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' }) {
  return <Rating value={rating} readOnly size={size} getLabelText={ratingLabel} />;
}
