import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import { httpClient } from '../../api/httpClient';
import { toApiQueryError } from '../../api/baseApi';
import { csvColumnsParam } from './listView';
import { useListVisibleFields } from './useListView';

export interface CsvExportButtonProps {
  /** The CSV endpoint, e.g. /api/v1/workshops.csv */
  path: string;
  /** The list's filters (no paging): the server exports every matching row. */
  params: Record<string, string>;
  fileName: string;
  /**
   * The keys the export can write (CSV_COLUMN_KEYS of the list). With them, the file has the row's
   * identity (the first key) and the columns the list shows, in its order; without, every column.
   */
  csvColumns?: readonly string[];
}


function fileNameFrom(disposition: string | undefined, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** Downloads the whole filtered list as CSV through the authenticated client. */
export function CsvExportButton({ path, params, fileName, csvColumns }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const visibleFields = useListVisibleFields();
  const columns = csvColumns && visibleFields ? csvColumnsParam(csvColumns, visibleFields) : undefined;
  const { enqueueSnackbar } = useSnackbar();

  const download = async () => {
    setBusy(true);
    try {
      const response = await httpClient.get<Blob>(path, { params: columns ? { ...params, columns } : params, responseType: 'blob' });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameFrom(response.headers['content-disposition'], fileName);
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      enqueueSnackbar(`Export failed: ${toApiQueryError(error).data.message}`, { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />} onClick={download} disabled={busy}>
      Export CSV
    </Button>
  );
}
