import type { ExportFormat } from '@carcare/contracts';
import { approximateCount } from '../format/entityFormat';

const FORMAT_NAMES: Readonly<Record<ExportFormat, string>> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

/** "1.2 MB", "640 KB", "512 B": a file's size as a person reads it. */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const rowCount = (count: number) => count.toLocaleString('en-IN');

/** The words of a list's export buttons and of the progress panel of an export under way. */
export const EXPORT_TEXTS = {
  exportCsv: 'Export CSV',
  exportXlsx: 'XLSX',
  exportXlsxLabel: 'Export XLSX (Excel)',
  group: 'Export the filtered list',
  panelLabel: 'Export progress',
  /** "Exporting CSV" while it runs, "CSV export" once it has ended (the message below says how). */
  title: (format: ExportFormat, running: boolean) => (running ? `Exporting ${FORMAT_NAMES[format]}` : `${FORMAT_NAMES[format]} export`),
  starting: 'Preparing the file…',
  /** "12,500 of 1,00,000 rows", "12,500 of about 1.2 M rows", "12,500 rows" when there is no total yet. */
  rows: (written: number, total: number | null, isEstimate: boolean) =>
    total === null ? `${rowCount(written)} rows` : `${rowCount(written)} of ${isEstimate ? `about ${approximateCount(total)}` : rowCount(total)} rows`,
  bytes: (bytes: number) => byteSize(bytes),
  progressLabel: 'Rows exported',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  close: 'Close',
  done: (rows: number, bytes: number) => `Done: ${rowCount(rows)} rows, ${byteSize(bytes)}. Your browser saved the file.`,
  cancelled: (rows: number) => `Cancelled after ${rowCount(rows)} rows. The file is incomplete: the browser marks it failed.`,
  failed: (message: string) => `Export failed: ${message}`,
  stoppedUnexpectedly: 'The export stopped before the end. Try again.',
} as const;
