import { useId, type ReactNode } from 'react';
import { Box, CardActionArea, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';

export interface ListCardsProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  loading: boolean;
  ariaLabel: string;
  empty: ReactNode;
  onRowClick?: (row: R) => void;
}

/**
 * What a cell shows, read from its column as the grid would: valueGetter, then valueFormatter or
 * renderCell. The column helpers of this console read only the value and the row; the grid's own
 * api is not there on a card.
 */
function cellContent<R extends GridValidRowModel>(column: GridColDef<R>, row: R): ReactNode {
  const raw: unknown = row[column.field];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the grid's api argument has no stand-in here
  const none = undefined as any;
  const value: unknown = column.valueGetter ? column.valueGetter(raw as never, row, column, none) : raw;
  const formatted: unknown = column.valueFormatter ? column.valueFormatter(value as never, row, column, none) : value;
  if (column.renderCell) {
    return column.renderCell({ row, value, formattedValue: formatted, field: column.field, colDef: column, id: row.id } as GridRenderCellParams<R>);
  }
  return formatted === null || formatted === undefined || formatted === '' ? '—' : String(formatted as string | number);
}

const FIELDS_SX = { p: 1.5 } as const;

function CardFields<R extends GridValidRowModel>({ row, columns, titleId }: { row: R; columns: readonly GridColDef<R>[]; titleId?: string }) {
  const [first, ...rest] = columns;
  return (
    <>
      {first ? (
        <Typography id={titleId} component="div" variant="subtitle2" sx={{ mb: 0.5, minWidth: 0 }}>
          {cellContent(first, row)}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
        {rest.map((column) => (
          <Box key={column.field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {column.headerName ?? column.field}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', '& .MuiTypography-root': { whiteSpace: 'normal' } }}>
              {cellContent(column, row)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * A card that opens its row. The card's button lies under the fields and covers the whole card, so
 * a tap anywhere on it opens the row, while the links and buttons a field shows stay its siblings
 * (a button holding other controls is announced as one control, and theirs are lost). The fields
 * let taps through to it except on their own controls.
 */
function OpeningCard<R extends GridValidRowModel>({ row, columns, onOpen }: { row: R; columns: readonly GridColDef<R>[]; onOpen: () => void }) {
  const titleId = useId();
  return (
    <>
      <CardActionArea aria-labelledby={titleId} onClick={onOpen} sx={{ position: 'absolute', inset: 0 }} />
      <Box sx={{ ...FIELDS_SX, position: 'relative', pointerEvents: 'none', '& a, & button, & input, & [role="button"]': { pointerEvents: 'auto' } }}>
        <CardFields row={row} columns={columns} titleId={titleId} />
      </Box>
    </>
  );
}

/** A list's rows as cards, one per row with each column's label and value: the phone layout of a grid. */
export function ListCards<R extends GridValidRowModel>({ rows, columns, loading, ariaLabel, empty, onRowClick }: ListCardsProps<R>) {
  const t = useTexts(listCatalogue);
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      {loading ? <LinearProgress aria-label={t('loading')} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 && !loading ? (
        <Box sx={{ minHeight: 120 }}>{empty}</Box>
      ) : (
        <Stack component="ul" aria-label={ariaLabel} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Paper component="li" key={String(row.id)} variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
              {onRowClick ? (
                <OpeningCard row={row} columns={columns} onOpen={() => onRowClick(row)} />
              ) : (
                <Box sx={FIELDS_SX}>
                  <CardFields row={row} columns={columns} />
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
