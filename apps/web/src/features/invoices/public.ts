/** What other features may use of the invoices feature: a GST document's PDF downloads and their texts. */
export { DocumentDownload } from './DocumentDownload';
export { documentCatalogue } from './documentTexts';
export { downloadDocumentPdf } from './documentPdf';
