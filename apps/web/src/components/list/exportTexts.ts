import type { ExportFormat } from '@carcare/contracts';
import { approximateCount } from '../format/entityFormat';
import type { ListTexts } from './listTexts';

/** "1.2 MB", "640 KB", "512 B": a file's size as a person reads it (the units read the same in Hindi). */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Exporting CSV" while it runs, "CSV export" once it has ended (the panel's message says how). */
export function exportTitle(t: ListTexts, format: ExportFormat, running: boolean): string {
  return running ? t(`export.running.${format}`) : t(`export.ended.${format}`);
}

/** "12,500 of 1,00,000 rows", "12,500 of about 1.2 M rows", "12,500 rows" when there is no total yet. */
export function exportRows(t: ListTexts, written: number, total: number | null, isEstimate: boolean): string {
  if (total === null) return t('export.rows', { written });
  return isEstimate ? t('export.rowsOfAbout', { written, approx: approximateCount(total) }) : t('export.rowsOfTotal', { written, total });
}
