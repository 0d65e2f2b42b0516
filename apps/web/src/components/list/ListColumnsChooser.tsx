import { Box, Button, Checkbox, Divider, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { LIST_DENSITIES, type ListDensity } from '@carcare/contracts';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { MoveButtons } from '../MoveButtons';
import type { ListViewController } from './useListView';

/** The column chooser's content: each column shown or hidden and moved, the row density, and Reset. */
export function ListColumnsChooser<R extends GridValidRowModel>({ view, titleId }: { view: ListViewController<R>; titleId: string }) {
  const t = useTexts(listCatalogue);
  const visibleCount = view.visibleColumns.length;
  return (
    <>
    <Typography id={titleId} variant="subtitle1" component="h2" sx={{ mb: 1 }}>
      {t('columns.title')}
    </Typography>
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {view.columns.map((column, index) => {
        const name = column.headerName ?? column.field;
        const shown = !(column.field in view.columnVisibilityModel);
        return (
          <Box component="li" key={column.field} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <FormControlLabel
              sx={{ flexGrow: 1, mr: 0, minWidth: 0 }}
              label={name}
              // The last column shown stays: an empty grid helps no one.
              control={<Checkbox size="small" checked={shown} disabled={shown && visibleCount <= 1} onChange={(event) => view.setColumnShown(column.field, event.target.checked)} />}
            />
            <MoveButtons name={name} size="small" first={index === 0} last={index === view.columns.length - 1} busy={false} onMove={(direction) => view.moveColumn(column.field, direction)} />
          </Box>
        );
      })}
    </Stack>
    <Divider sx={{ my: 1.5 }} />
    <Typography id={`${titleId}-density`} variant="subtitle2" component="h3">
      {t('columns.density')}
    </Typography>
    <RadioGroup row aria-labelledby={`${titleId}-density`} value={view.view.density} onChange={(event) => view.setDensity(event.target.value as ListDensity)}>
      {LIST_DENSITIES.map((density) => (
        <FormControlLabel key={density} value={density} control={<Radio size="small" />} label={t(`density.${density}`)} />
      ))}
    </RadioGroup>
    <Button size="small" startIcon={<RestartAltIcon />} disabled={view.isDefault} onClick={view.reset} sx={{ mt: 1 }}>
      {t('columns.reset')}
    </Button>
    </>
  );
}
