import { useCallback } from 'react';
import { Box, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { replyConcernBodySchema, type UserConcernDetails } from '@carcare/contracts';
import LoadingButton from '../../components/LoadingButton';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useTexts } from '../../i18n/useTexts';
import { concernCatalogue, validationMessage } from './concernTexts';
import { useConcernChange } from './useConcernChange';

/** The staff's reply to the customer: a required message and "Send reply". */
export function ConcernReplyBox({ concern }: { concern: UserConcernDetails }) {
  const t = useTexts(concernCatalogue);
  const { change, busy } = useConcernChange(concern);
  // The concerns' own words for the schema's messages, where they have them (else the shared field texts).
  const areaText = useCallback((message: string) => {
    const shown = validationMessage(t, message);
    return shown === message ? undefined : shown;
  }, [t]);
  const { form, submit } = useConsoleForm<{ body: string; version: number }>({
    schema: replyConcernBodySchema,
    areaText,
    defaultValues: { body: '', version: concern.version },
    serverFields: ['body'],
    // useConcernChange has already told of any other failure.
    onFailure: () => null,
    onSave: async ({ body }) => {
      const outcome = await change({ kind: 'reply', body });
      if (outcome.kind === 'done') {
        form.reset({ body: '', version: concern.version });
        return undefined;
      }
      if (outcome.kind === 'invalid') form.setError('body', { type: 'server', message: outcome.message });
      return outcome;
    },
  });
  // The contract's messages are English; the box says them in the language shown.
  const error = validationMessage(t, form.formState.errors.body?.message);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField label={t('reply')} fullWidth multiline minRows={3} {...form.register('body')} error={Boolean(error)} helperText={error ?? t('replyHint')} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <LoadingButton type="submit" variant="contained" startIcon={<SendIcon />} loading={busy === 'reply'} disabled={busy !== undefined && busy !== 'reply'}>
          {t('sendReply')}
        </LoadingButton>
      </Box>
    </Box>
  );
}
