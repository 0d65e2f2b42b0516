import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import { httpClient } from '../../api/httpClient';
import { toApiQueryError } from '../../api/baseApi';

export interface CsvExportButtonProps {
  /** The CSV endpoint, e.g. /api/v1/workshops.csv */
  path: string;
  /** The list's filters (no paging): the server exports every matching row. */
  params: Record<string, string>;
  fileName: string;
}

function fileNameFrom(disposition: string | undefined, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/** Downloads the whole filtered list as CSV through the authenticated client. */
export function CsvExportButton({ path, params, fileName }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const download = async () => {
    setBusy(true);
    try {
      const response = await httpClient.get<Blob>(path, { params, responseType: 'blob' });
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
