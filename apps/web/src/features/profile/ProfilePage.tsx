import { useCallback } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updateMeBodySchema, type Admin, type UpdateMeBody } from '@carcare/contracts';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import LoadingButton from '../../components/LoadingButton';
import { fieldProps } from '../../components/form/entityForm';
import { SaveProblemAlert } from '../../components/form/FormParts';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { DetailItem } from '../../components/DetailList';
import { formatDateTime } from '../../components/format/dates';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useGetMeQuery, useUpdateMeMutation } from './profileApi';
import { useTexts } from '../../i18n/useTexts';
import { profileCatalogue, roleText, validationMessage } from './profileTexts';
import { RetryAlert } from '../../components/RetryAlert';
import { WorkingHoursCard } from '../workshops/public';

type FormInput = UpdateMeBody;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

function ProfileSkeleton() {
  const t = useTexts(profileCatalogue);
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={32} />
          <Skeleton width="25%" />
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

function ProfileDetails({ admin }: { admin: Admin }) {
  const t = useTexts(profileCatalogue);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar src={admin.avatar_url ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: '#1565c0', color: '#fff', fontSize: 24 }}>
            {initialsOf(admin.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {admin.name}
            </Typography>
            <Chip size="small" label={roleText(t, admin.user_type)} sx={{ mt: 0.5 }} />
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}
        >
          <DetailItem label={t('phone')}>{admin.phone}</DetailItem>
          <DetailItem label={t('email')}>{admin.email ?? t('notSet')}</DetailItem>
          <DetailItem label={t('role')}>{roleText(t, admin.user_type)}</DetailItem>
          {admin.workshop_id !== null && <DetailItem label={t('workshop')}>{`#${admin.workshop_id}`}</DetailItem>}
          {admin.society_id !== null && <DetailItem label={t('society')}>{`#${admin.society_id}`}</DetailItem>}
          <DetailItem label={t('lastLogin')}>{formatDateTime(admin.last_login_at, t('never'))}</DetailItem>
        </Box>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ admin, onReload }: { admin: Admin; onReload: () => void }) {
  const t = useTexts(profileCatalogue);
  const afterSave = useAfterSave();
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();
  // The profile's own words for the schema's messages, where it has them (else the shared field texts).
  const areaText = useCallback((message: string) => {
    const shown = validationMessage(t, message);
    return shown === message ? undefined : shown;
  }, [t]);
  const { form, problem, submit, reload, hasUnsavedChanges } = useConsoleForm<FormInput, ReturnType<typeof updateMeBodySchema.parse>>({
    schema: updateMeBodySchema,
    // `values` keeps the form in step with the server copy (after a save or a reload).
    values: { name: admin.name, email: admin.email ?? '', version: admin.version },
    serverFields: ['name', 'email'],
    failureMessage: t('loadFailed'),
    areaText,
    onFailure: (error) => (error?.status === 409 ? { kind: 'stale', message: t('conflict') } : undefined),
    onReload,
    onSave: async (body) => afterSave(await updateMe({ ...body, version: admin.version }), t('saved')),
  });
  const {
    reset,
    formState: { isDirty },
  } = form;
  // The schema's messages are English (packages/contracts); each field says its own in the language shown.
  const translatedField = (name: 'name' | 'email') => {
    const props = fieldProps(form, name);
    return { ...props, helperText: validationMessage(t, props.helperText) };
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" sx={{ mb: 2, fontSize: '1rem', fontWeight: 600 }}>
          {t('editTitle')}
        </Typography>
        <UnsavedChangesGuard when={hasUnsavedChanges} title={t('leaveTitle')} text={t('leaveWarning')} leaveLabel={t('leave')} stayLabel={t('stay')} />
        <Box sx={{ mb: problem ? 2 : 0 }}>
          <SaveProblemAlert problem={problem} onReload={reload} />
        </Box>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            <TextField label={t('name')} autoComplete="name" disabled={saving} {...translatedField('name')} />
            <TextField label={t('email')} type="email" autoComplete="email" disabled={saving} {...translatedField('email')} />
            <TextField label={t('phone')} value={admin.phone} fullWidth disabled helperText={t('phoneHelp')} />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="text" onClick={() => reset()} disabled={saving || !isDirty}>
                {t('reset')}
              </Button>
              <LoadingButton type="submit" variant="contained" loading={saving}>
                {t('save')}
              </LoadingButton>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The signed-in admin's own profile (/main/profile, /workshop/profile, /society/profile). */
export default function ProfilePage() {
  const { data: admin, isLoading, isError, refetch } = useGetMeQuery();
  const t = useTexts(profileCatalogue);

  return (
    // The layout's page header already shows the page title (h1) and breadcrumbs.
    <Box sx={{ maxWidth: 1100 }}>
      {isLoading ? (
        <ProfileSkeleton />
      ) : isError || !admin ? (
        <RetryAlert retryLabel={t('retry')} onRetry={refetch}>
          {t('loadFailed')}
        </RetryAlert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
          <Stack spacing={3}>
            <ProfileDetails admin={admin} />
            {/* A workshop admin's own workshop is edited here: the console has no other page of it for them. */}
            {admin.user_type === 'workshop_admin' && admin.workshop_id !== null ? <WorkingHoursCard workshopId={admin.workshop_id} /> : null}
          </Stack>
          <ProfileForm admin={admin} onReload={() => void refetch()} />
        </Box>
      )}
    </Box>
  );
}
