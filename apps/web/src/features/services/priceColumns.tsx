import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Box, Typography } from '@mui/material';
import { VEHICLE_TYPES, formatInr, type ServicePrices, type VehicleType } from '@carcare/contracts';
import type { ServiceText } from './serviceTexts';

export interface PriceColumnOptions<R> {
  prices: (row: R) => ServicePrices;
  /** Marks a price as the row's own (a workshop's override). */
  own?: { isOwn: (row: R, vehicle: VehicleType) => boolean; label: string; title: string };
}

/** One right-aligned ₹ column per vehicle type (Indian digit grouping). */
export function priceColumns<R extends GridValidRowModel>(t: ServiceText, { prices, own }: PriceColumnOptions<R>): GridColDef<R>[] {
  return VEHICLE_TYPES.map(
    (vehicle): GridColDef<R> => ({
      field: `price_${vehicle}`,
      headerName: t(`vehicle.${vehicle}`),
      width: own ? 120 : 100,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => prices(row)[vehicle],
      valueFormatter: (value: number) => formatInr(value),
      renderCell: own
        ? ({ row, formattedValue }) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formattedValue as string}
              {own.isOwn(row, vehicle) ? (
                <Typography component="span" variant="caption" title={own.title} sx={{ ml: 0.5, color: 'primary.main', fontWeight: 600 }}>
                  {own.label}
                </Typography>
              ) : null}
            </Box>
          )
        : undefined,
    }),
  );
}
