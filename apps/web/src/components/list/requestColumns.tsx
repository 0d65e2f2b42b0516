import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';

/** The workshop column of a list the super admin reads across workshops: each row's workshop by name. */
export function workshopColumn<R extends { workshop: { name: string } }>(headerName: string, minWidth = 150): GridColDef<R> {
  return { field: 'workshop', headerName, flex: 1, minWidth, sortable: false, valueGetter: (_value, row) => row.workshop.name };
}

/**
 * The column of a row's service request: its code, a link to the request's page under the role's
 * `home`, or a dash for a row of none. The link alone goes there; a click elsewhere in the row
 * stays the row's.
 */
export function requestColumn<R extends { request: { id: number; code: string } | null }>(headerName: string, home: string, width: number): GridColDef<R> {
  return {
    field: 'request',
    headerName,
    width,
    sortable: false,
    renderCell: ({ row }) =>
      row.request ? (
        <Link component={RouterLink} to={`${home}/service-details/${row.request.id}`} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {row.request.code}
        </Link>
      ) : (
        '—'
      ),
  };
}
