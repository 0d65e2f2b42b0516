import { useRef, useState, type ChangeEvent } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { IMAGE_MEDIA_TYPES, type Service } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmTarget } from '../../components/useConfirmTarget';
import LoadingButton from '../../components/LoadingButton';
import { CardHeading } from '../../components/form/FormParts';
import { imageFileProblem, imageSrc, imageTypeOf } from './serviceImage';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue } from './serviceTexts';
import { useRemoveServiceImageMutation, useUploadServiceImageMutation } from './servicesApi';
import { serverFailureText } from '../../components/form/fieldErrorText';

export interface ServiceImageCardProps {
  service: Pick<Service, 'id' | 'name' | 'version' | 'image_url'>;
  /** A 409 stale copy: the edit page offers a reload. */
  onStale: (message: string) => void;
  /** After an upload or removal: the version it was made at and the service as it is now. */
  onChanged?: (fromVersion: number, service: Service) => void;
}

/** The edit page's Image card: preview, upload (PNG, JPEG or WebP up to 2 MB) and removal with confirmation. */
export function ServiceImageCard({ service, onStale, onChanged }: ServiceImageCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const t = useTexts(serviceCatalogue);
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadServiceImageMutation();
  const [remove, { isLoading: removing }] = useRemoveServiceImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const removal = useConfirmTarget<typeof service>();

  const failed = (error: unknown, fallback: string) => {
    const apiError = apiErrorOf(error);
    const message = apiError ? serverFailureText(apiError.data) : fallback;
    if (apiError?.data.code === 'STALE_VERSION') onStale(message);
    else setProblem(message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a fix.
    event.target.value = '';
    if (!file) return;
    const wrong = imageFileProblem(file, t);
    setProblem(wrong);
    if (wrong) return;
    const fromVersion = service.version;
    const result = await upload({ id: service.id, version: fromVersion, file, contentType: imageTypeOf(file)! });
    if (result.error) return failed(result.error, t('imageUploadFailed'));
    enqueueSnackbar(t('imageUploaded'), { variant: 'success' });
    onChanged?.(fromVersion, result.data);
  };

  const onRemove = async () => {
    setProblem(null);
    const fromVersion = service.version;
    const result = await remove({ id: service.id, version: fromVersion });
    if (result.error) return failed(result.error, t('imageRemoveFailed'));
    enqueueSnackbar(t('imageRemoved'), { variant: 'success' });
    onChanged?.(fromVersion, result.data);
  };

  const busy = uploading || removing;
  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeading title={t('image')} subtitle={t('imageHint')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ mt: 2.5, alignItems: { sm: 'center' } }}>
          <Box
            sx={{
              width: 200,
              height: 150,
              flexShrink: 0,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'action.hover',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {service.image_url ? (
              <Box component="img" src={imageSrc(service.image_url)} alt={service.name} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('noImage')}
              </Typography>
            )}
          </Box>
          <Stack spacing={1.5} sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <LoadingButton variant="outlined" loading={uploading} disabled={busy} onClick={() => input.current?.click()}>
                {t('uploadImage')}
              </LoadingButton>
              {service.image_url ? (
                <Button color="error" disabled={busy} onClick={() => removal.ask(service)}>
                  {t('removeImage')}
                </Button>
              ) : null}
            </Stack>
            {problem ? (
              <Alert severity="error" onClose={() => setProblem(null)}>
                {problem}
              </Alert>
            ) : null}
          </Stack>
        </Stack>
        <input ref={input} type="file" hidden accept={IMAGE_MEDIA_TYPES.join(',')} aria-label={t('imageFile')} onChange={(event) => void onFile(event)} />
      </CardContent>
      <ConfirmDialog
        {...removal.dialogProps(onRemove, removing)}
        title={t('removeImageTitle')}
        text={
          <>
            <strong>{service.name}</strong>. {t('removeImageText')}
          </>
        }
        confirmLabel={t('removeImage')}
        destructive
      />
    </Card>
  );
}
