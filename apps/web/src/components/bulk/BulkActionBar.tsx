import { Box, Button, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { BulkRow } from './bulkSelection';
import type { BulkController } from './useBulkSelection';
import { BULK_JOB_MAX_ITEMS, BULK_MAX_ITEMS } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { bulkCatalogue } from './bulkTexts';

/** One button of the bar: an action on every selected row. */
export interface BulkBarAction {
  key: string;
  label: string;
  onClick: () => void;
  color?: 'primary' | 'success' | 'error' | 'inherit';
  variant?: 'contained' | 'outlined' | 'text';
}

export interface BulkActionBarProps<R extends BulkRow, F> {
  bulk: BulkController<R, F>;
  /** The bar's accessible name: "Selected leaves". */
  label: string;
  actions: readonly BulkBarAction[];
  /**
   * Whether rows can be ticked on a phone. Lists shown as cards cannot: there the bar is shown
   * from the start, so "Select all matching" is the way to act on many.
   */
  ticksOnPhone?: boolean;
}

/** "N selected · Select all M matching · the list's actions · Clear", above a list's rows, wide and phone. */
export function BulkActionBar<R extends BulkRow, F>({ bulk, label, actions, ticksOnPhone = false }: BulkActionBarProps<R, F>) {
  const t = useTexts(bulkCatalogue);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { count, total } = bulk;
  if (count === 0 && !(phone && !ticksOnPhone && total > 0)) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={label}
      sx={{ mx: 2, mb: 1.5, px: 2, py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', bgcolor: 'action.selected' }}
    >
      {count > 0 ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('selected', { count })}
        </Typography>
      ) : null}
      {bulk.selectAll === 'offer' ? (
        <Button size="small" onClick={bulk.selectAllMatching}>
          {t('selectAllMatching', { count: total })}
        </Button>
      ) : bulk.selectAll === 'none' ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {bulk.selectAll === 'tooMany' ? t('narrowFilter', { max: BULK_JOB_MAX_ITEMS }) : t('filterToSelectAll')}
        </Typography>
      )}
      {bulk.overLimit ? (
        <Typography variant="body2" role="status" sx={{ color: 'error.main' }}>
          {t('tooManySelected', { max: BULK_MAX_ITEMS })}
        </Typography>
      ) : null}
      {count > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          {actions.map((action) => (
            <Button
              key={action.key}
              size="small"
              variant={action.variant ?? 'outlined'}
              color={action.color ?? 'primary'}
              disabled={bulk.overLimit}
              onClick={action.onClick}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {action.label}
            </Button>
          ))}
          <Button size="small" onClick={bulk.clear}>
            {t('clear')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
