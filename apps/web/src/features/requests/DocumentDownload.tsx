import { useId, useState } from 'react';
import { Button, ButtonGroup, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { LANGUAGE_NAMES, LANGUAGES, type Invoice, type Language } from '@carcare/contracts';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { documentCatalogue } from './documentTexts';
import { downloadDocumentPdf } from './requestDocumentsApi';

export interface DocumentDownloadProps {
  document: Pick<Invoice, 'id' | 'number' | 'kind'>;
  /** Saves the downloaded file (tests watch it); the browser's download by default. */
  save?: (url: string, fileName: string) => void;
}

/**
 * A GST document's PDF: the button downloads it in the language the console shows, the arrow next
 * to it offers each language (an admin may answer a customer who reads the other one).
 */
export function DocumentDownload({ document, save }: DocumentDownloadProps) {
  const t = useTexts(documentCatalogue);
  const shown = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  // The group the menu hangs from, while the menu is open.
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const menuId = useId();
  const action = t(`documents.download.${document.kind}`);

  const download = async (language: Language) => {
    setMenuAnchor(null);
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
    <>
      <ButtonGroup size="small" variant="outlined" aria-label={t('documents.downloadNumber', { action, number: document.number })}>
        <Button
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => void download(shown)}
          aria-label={t('documents.downloadNumber', { action, number: document.number })}
          title={document.number}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(`documents.kind.${document.kind}`)}
        </Button>
        <Button
          disabled={busy}
          aria-label={t('documents.chooseLanguage', { number: document.number })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget.parentElement)}
          sx={{ px: 0.25, minWidth: 0 }}
        >
          <ArrowDropDownIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuOpen} onClose={() => setMenuAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === shown} onClick={() => void download(language)}>
            <ListItemText primary={t('documents.inLanguage', { language: LANGUAGE_NAMES[language] })} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
