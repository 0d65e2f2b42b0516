import Button from '@mui/material/Button';
import { useTexts } from '../../i18n/useTexts';
import { layoutCatalogue } from './layoutTexts';

/** First tab stop: lets keyboard users jump past the top bar and menu to the page. */
export function SkipToContent({ targetId }: { targetId: string }) {
  const t = useTexts(layoutCatalogue);
  return (
    <Button
      variant="contained"
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus without a hash navigation, which the router would treat as a page change.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Button>
  );
}

export default SkipToContent;
