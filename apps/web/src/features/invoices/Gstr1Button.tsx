import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { GSTR1_PATH, gstr1FileName } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useTexts } from '../../i18n/useTexts';
import { invoiceCatalogue } from './invoiceTexts';

export interface Gstr1ButtonProps {
  /** The list's period (India dates); the file needs both. */
  from?: string;
  to?: string;
  /** The list's workshop filter (a super admin's); the server keeps a workshop admin to its own. */
  workshopId?: string;
  /** The list's range ends before it starts. */
  rangeInvalid: boolean;
}

/** Saves a file the browser was handed as bytes, under its name. */
function saveFile(data: Blob, fileName: string) {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The GSTR-1 B2CS file of the list's period. It is a few rows per place of supply and rate, so it
 * is fetched with the session's token and saved from memory, without the export tickets a long list
 * streams through.
 */
export function Gstr1Button({ from, to, workshopId, rangeInvalid }: Gstr1ButtonProps) {
  const t = useTexts(invoiceCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const period = from && to && !rangeInvalid ? { from, to } : null;

  const download = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const response = await httpClient.get<Blob>(GSTR1_PATH, { params: { ...period, workshop_id: workshopId }, responseType: 'blob' });
      saveFile(response.data, gstr1FileName(period.from, period.to));
    } catch {
      enqueueSnackbar(t('gstr1Failed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <Button variant="outlined" startIcon={<DescriptionIcon />} disabled={!period || busy} onClick={() => void download()}>
      {t('gstr1')}
    </Button>
  );
  // A disabled button takes no pointer events: the hint is on the span around it.
  return period ? (
    button
  ) : (
    <Tooltip title={t('gstr1NeedsPeriod')}>
      <span>{button}</span>
    </Tooltip>
  );
}
