import { Button, ButtonGroup } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { CsvList, ExportFormat } from '@carcare/contracts';
import { csvColumnsParam } from './listView';
import { useListVisibleFields } from './useListView';
import { ExportProgressPanel } from './ExportProgressPanel';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { exportQuery, useListExport } from './useListExport';

export interface ListExportButtonProps {
  /** Which list the server exports (its CSV_COLUMN_KEYS entry). */
  list: CsvList;
  /** The list's filters and sort (no paging): the server exports every matching row. */
  params: Record<string, string>;
  /**
   * The keys the export can write (CSV_COLUMN_KEYS of the list). With them, the file has the row's
   * identity (the first key) and the columns the list shows, in its order; without, every column.
   */
  csvColumns?: readonly string[];
}

/** Export CSV and XLSX buttons for a list; the file streams to disk while a panel shows progress and offers Cancel. */
export function ListExportButton({ list, params, csvColumns }: ListExportButtonProps) {
  const t = useTexts(listCatalogue);
  const visibleFields = useListVisibleFields();
  const columns = csvColumns && visibleFields ? csvColumnsParam(csvColumns, visibleFields) : undefined;
  const { state, start, cancel, dismiss } = useListExport(list);
  const busy = state?.phase === 'starting' || state?.phase === 'running' || state?.phase === 'cancelling';
  const begin = (format: ExportFormat) => void start(format, exportQuery(params, columns));

  return (
    <>
      <ButtonGroup variant="outlined" aria-label={t('export.group')} disabled={busy}>
        <Button startIcon={<DownloadIcon />} onClick={() => begin('csv')}>
          {t('export.csv')}
        </Button>
        <Button aria-label={t('export.xlsxLabel')} onClick={() => begin('xlsx')}>
          {t('export.xlsx')}
        </Button>
      </ButtonGroup>
      <ExportProgressPanel state={state} onCancel={() => void cancel()} onClose={dismiss} />
    </>
  );
}
