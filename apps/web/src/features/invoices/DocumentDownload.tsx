import { useState } from 'react';
import { Box, Button } from '@mui/material';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { LANGUAGES, type Invoice, type Language } from '@carcare/contracts';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { documentCatalogue } from './documentTexts';
import { downloadDocumentPdf } from './documentPdf';

export interface DocumentDownloadProps {
  document: Pick<Invoice, 'id' | 'number' | 'kind'>;
  /** Saves the downloaded file (tests watch it); the browser's download by default. */
  save?: (url: string, fileName: string) => void;
}

/**
 * A GST document's PDF: the button downloads it in the language the console shows, the one beside
 * it in the other language (an admin may answer a customer who reads the other one). Plain buttons
 * rather than a menu: the requests list holds MUI's menu and button group, and sharing them with
 * this page would split them into chunks of their own, which the list would then load as more files.
 */
export function DocumentDownload({ document, save }: DocumentDownloadProps) {
  const t = useTexts(documentCatalogue);
  const shown = useLanguage();
  const other = LANGUAGES.find((language) => language !== shown)!;
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const download = async (language: Language) => {
    setBusy(true);
    try {
      await downloadDocumentPdf(document, language, save);
    } catch {
      enqueueSnackbar(t('documents.failed', { number: document.number }), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PdfIcon />}
        disabled={busy}
        onClick={() => void download(shown)}
        aria-label={t('documents.downloadNumber', { action: t(`documents.download.${document.kind}`), number: document.number })}
        title={document.number}
      >
        {t('documents.pdf')}
      </Button>
      <Button
        size="small"
        variant="text"
        disabled={busy}
        onClick={() => void download(other)}
        aria-label={t('documents.inLanguage', { number: document.number, language: t('documents.otherLanguage') })}
        sx={{ minWidth: 0 }}
      >
        {/* Named in the language shown: its script's font is the one the console has loaded. */}
        {t('documents.otherLanguage')}
      </Button>
    </Box>
  );
}
