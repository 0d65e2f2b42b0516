import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { Alert, Button, Stack } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { EntityStatusCard } from '../workshops/EntityStatusCard';
import { FormSkeleton } from '../workshops/FormParts';
import { StaleAlert } from '../workshops/StaleAlert';
import { idFromParam } from '../workshops/workshopFormat';
import { SocietyForm } from './SocietyForm';
import { SocietyWorkersCard } from './SocietyWorkersCard';
import { societyFormValues } from './societyForm';
import { SOCIETY_TEXTS as T } from './societyTexts';
import { useGetSocietyQuery, useSetSocietyActiveMutation, useUpdateSocietyMutation } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

/** editSociety?id=…: edit a society and its manager, its status, and the workers serving it. */
export default function EditSocietyPage() {
  const [params] = useSearchParams();
  const id = idFromParam(params.get('id'));
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: society, isLoading, error, refetch } = useGetSocietyQuery(id ?? 0, { skip: id === null });
  const [updateSociety, { isLoading: saving }] = useUpdateSocietyMutation();
  const [setActive, { isLoading: changingStatus }] = useSetSocietyActiveMutation();
  const [staleStatus, setStaleStatus] = useState<string | null>(null);
  const toList = () => void navigate(`${HOME}/society-list`);

  if (id === null || apiErrorOf(error)?.status === 404) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={toList}>{T.backToList}</Button>}>
        {T.notFound}
      </Alert>
    );
  }
  if (isLoading) return <FormSkeleton />;
  if (!society) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{T.retry}</Button>}>
        {T.loadFailed}
      </Alert>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <SocietyForm
        mode="edit"
        initial={societyFormValues(society)}
        saving={saving}
        onCancel={toList}
        onReload={() => refetch()}
        header={
          <>
            <StaleAlert
              message={staleStatus}
              onReload={() => {
                setStaleStatus(null);
                void refetch();
              }}
            />
            <EntityStatusCard
              status={society.status}
              texts={T}
              busy={changingStatus}
              onStale={setStaleStatus}
              onChange={async (active) => (await setActive({ id, active, version: society.version })).error}
            />
          </>
        }
        onSave={async (body) => {
          const result = await updateSociety({ id, body: { ...body, version: 'version' in body ? body.version : society.version } });
          if (result.error) return result.error;
          enqueueSnackbar(T.saved, { variant: 'success' });
          return undefined;
        }}
      />
      <SocietyWorkersCard societyId={society.id} societyActive={society.status === 'active'} />
    </Stack>
  );
}
