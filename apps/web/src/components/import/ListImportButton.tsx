import { Suspense, useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportList } from '@carcare/contracts';
import { lazyNamed } from '../../app/lazyPage';
import { useTexts } from '../../i18n/useTexts';
import { useOpenedOnce } from '../useOpenedOnce';
import { importCatalogue } from './importTexts';

// The dialog, its table and its file handling load with its first opening: a list shows without them.
const ImportDialog = lazyNamed(() => import('./ImportDialog'), 'ImportDialog');

/** A list toolbar's Import button: opens the spreadsheet import of `list`. Shown only to who may create its records. */
export function ListImportButton({ list }: { list: ImportList }) {
  const t = useTexts(importCatalogue);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Suspense fallback={null}>{opened ? <ImportDialog list={list} open={open} onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
