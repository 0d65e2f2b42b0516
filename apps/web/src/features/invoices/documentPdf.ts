import type { Invoice, Language } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';

/**
 * Saves an object URL's bytes as a file, by a link with `download` (as the lists' exports do).
 * Written here rather than imported from the lists' export hook: importing it splits that hook
 * into a chunk of its own, which the requests list then loads as one more file.
 */
export function saveByLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  Object.assign(link, { href: url, download: fileName, rel: 'noopener' });
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The file name the server gives a document: its number with "/" as "-". */
export function documentFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** The file name of a Content-Disposition header: `attachment; filename="INV-W001-2026-27-000042.pdf"`. */
export function fileNameOf(disposition: string | undefined): string | null {
  return disposition ? (/filename="([^"]+)"/.exec(disposition)?.[1] ?? null) : null;
}

/**
 * Downloads a document's PDF in `language`. It needs the bearer token, which a plain link cannot
 * send, so the console's client fetches the bytes (one small page, unlike a list's export) and the
 * browser saves them from an object URL.
 */
export async function downloadDocumentPdf(document: Pick<Invoice, 'id'> & { number?: string }, language: Language, save: (url: string, fileName: string) => void = saveByLink): Promise<void> {
  const { data, headers } = await httpClient.get<Blob>(`/api/v1/invoices/${document.id}/pdf`, { params: { lang: language }, responseType: 'blob' });
  const url = URL.createObjectURL(data);
  try {
    save(url, fileNameOf(headers['content-disposition']) ?? documentFileName(document.number ?? `document-${document.id}`));
  } finally {
    // The download has its own copy once it started; a minute is ample for a slow disk.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
