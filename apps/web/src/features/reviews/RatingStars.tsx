import { StarMeter } from '../../components/StarMeter';
import { useTexts } from '../../i18n/useTexts';
import { reviewCatalogue } from './reviewTexts';

/** A read-only star rating named "N out of 5" for screen readers. */
export function RatingStars({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' }) {
  const t = useTexts(reviewCatalogue);
  return <StarMeter value={rating} label={t('ratingLabel', { rating })} size={size} />;
}
