import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { createBannerBodySchema, IMAGE_MEDIA_TYPES, indiaInputOf, updateBannerBodySchema, type Banner, type CreateBannerBody } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { FormDateTimeField } from '../../components/form/FormDateFields';
import LoadingButton from '../../components/LoadingButton';
import { imageSrc, imageTypeOf } from '../services/public';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { bannerImageProblem } from './bannerFormat';
import { useCreateBannerMutation, useUpdateBannerMutation, useUploadBannerImageMutation } from './contentApi';
import { useTexts } from '../../i18n/useTexts';
import { contentCatalogue, inLanguageShown, validationMessage } from './contentTexts';
import { serverFailureTextOf } from '../../components/form/fieldErrorText';

interface BannerFormValues {
  title: string;
  alt_text: string;
  link_url: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
  version?: number;
}

type BannerBody = CreateBannerBody & { version?: number };

const FIELDS = ['title', 'alt_text', 'link_url', 'starts_at', 'ends_at', 'active'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BannerDialogProps {
  open: boolean;
  /** The banner to edit, or null to add one. */
  banner: Banner | null;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}

function initialValues(banner: Banner | null): BannerFormValues {
  if (banner) {
    return {
      title: banner.title,
      alt_text: banner.alt_text,
      link_url: banner.link_url ?? '',
      starts_at: indiaInputOf(banner.starts_at),
      ends_at: indiaInputOf(banner.ends_at),
      active: banner.active,
      version: banner.version,
    };
  }
  // A new banner runs from now for four weeks, until changed.
  const now = new Date();
  now.setSeconds(0, 0);
  return { title: '', alt_text: '', link_url: '', starts_at: indiaInputOf(now.toISOString()), ends_at: indiaInputOf(new Date(now.getTime() + 28 * DAY_MS).toISOString()), active: true };
}

function BannerForm({ banner, onClose, onReload }: Omit<BannerDialogProps, 'open'>) {
  const t = useTexts(contentCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [createBanner] = useCreateBannerMutation();
  const [updateBanner] = useUpdateBannerMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadBannerImageMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const filePreview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  const initial = useMemo(() => initialValues(banner), [banner]);

  // The contract's checks, their messages said in the language shown.
  const resolver = useMemo(
    () => inLanguageShown(zodResolver(banner ? updateBannerBodySchema : createBannerBodySchema) as unknown as Resolver<BannerFormValues, unknown, BannerBody>),
    [banner],
  );
  const controller = useConsoleForm<BannerFormValues, BannerBody>({
    resolver,
    values: initial,
    mode: 'onTouched',
    onReload: banner ? onReload : undefined,
    serverFields: FIELDS,
    duplicateField: 'title',
    onSave: async (body) => {
      const result = banner ? await updateBanner({ id: banner.id, body: { ...body, version: body.version ?? banner.version } }) : await createBanner(body);
      if (result.error) return result.error;
      if (file) {
        const uploaded = await uploadImage({ id: result.data.id, version: result.data.version, file, contentType: imageTypeOf(file)! });
        if (uploaded.error) {
          // The details are saved; the image was refused: say why (the server's words) and keep the dialog open to try another.
          setFileProblem(serverFailureTextOf(uploaded.error) ?? t('banner.failed'));
          setFile(null);
          if (!banner) {
            enqueueSnackbar(t('banner.created'), { variant: 'success' });
            onClose();
            enqueueSnackbar(t('banner.fieldProblem', { field: t('banner.image'), message: serverFailureTextOf(uploaded.error) ?? t('banner.failed') }), { variant: 'error' });
          }
          return undefined;
        }
      }
      enqueueSnackbar(banner ? t('banner.saved') : t('banner.created'), { variant: 'success' });
      onClose();
      return undefined;
    },
  });
  const { form } = controller;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const wrong = bannerImageProblem(chosen);
    setFileProblem(wrong && validationMessage(t, wrong));
    setFile(wrong ? null : chosen);
  };

  const shownImage = filePreview ?? (banner?.image_url ? imageSrc(banner.image_url) : null);
  return (
    <FormDialog controller={controller} titleId="banner-dialog-title" title={banner ? t('banner.editTitle') : t('banner.addTitle')} onClose={onClose} cancelLabel={t('banner.cancel')} saveLabel={t('banner.save')}>
      <TextField label={t('banner.title')} required autoFocus {...fieldProps(form, 'title')} />
      <TextField label={t('banner.altText')} required {...fieldProps(form, 'alt_text', t('banner.altHelp'))} />
      <TextField label={t('banner.link')} type="url" placeholder={t('banner.linkPlaceholder')} {...fieldProps(form, 'link_url', t('banner.linkHelp'))} />
      <Stack spacing={2.5}>
        {(['starts_at', 'ends_at'] as const).map((name) => (
          <FormDateTimeField key={name} control={form.control} name={name} label={name === 'starts_at' ? t('banner.startsAt') : t('banner.endsAt')} required />
        ))}
      </Stack>
      <SwitchField control={form.control} name="active" label={t('banner.active')} />
      <Box>
        <Typography variant="subtitle2">{t('banner.image')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('banner.imageHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ width: 240, maxWidth: '100%', aspectRatio: '12 / 5', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover', overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}>
            {shownImage ? (
              <Box component="img" src={shownImage} alt={form.watch('alt_text') || t('banner.image')} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('banner.noImage')}
              </Typography>
            )}
          </Box>
          <Stack spacing={1}>
            <LoadingButton variant="outlined" loading={uploading} disabled={controller.saving} onClick={() => input.current?.click()}>
              {banner?.image_url || file ? t('banner.replaceImage') : t('banner.chooseImage')}
            </LoadingButton>
            {file ? (
              <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                {file.name}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
        {fileProblem ? (
          <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setFileProblem(null)}>
            {fileProblem}
          </Alert>
        ) : null}
        <input ref={input} type="file" hidden accept={IMAGE_MEDIA_TYPES.join(',')} aria-label={t('banner.imageFile')} onChange={onFile} />
      </Box>
    </FormDialog>
  );
}

/** Add or edit a banner: details, dates, active, and its image (uploaded on save). Mounted afresh at each opening. */
export function BannerDialog({ open, banner, onClose, onReload }: BannerDialogProps) {
  return open ? <BannerForm banner={banner} onClose={onClose} onReload={onReload} /> : null;
}
