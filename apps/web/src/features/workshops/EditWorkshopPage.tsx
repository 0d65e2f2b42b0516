import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { Alert, Box, Button } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { EntityStatusCard } from './EntityStatusCard';
import { FormSkeleton } from './FormParts';
import { StaleAlert } from './StaleAlert';
import { WorkshopForm } from './WorkshopForm';
import { workshopFormValues } from './workshopForm';
import { idFromParam } from './workshopFormat';
import { WORKSHOP_TEXTS as T } from './workshopTexts';
import { useGetWorkshopQuery, useSetWorkshopActiveMutation, useUpdateWorkshopMutation } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

/** editWorkshop?id=…: edit a workshop and its admin, deactivate or reactivate it. */
export default function EditWorkshopPage() {
  const [params] = useSearchParams();
  const id = idFromParam(params.get('id'));
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: workshop, isLoading, error, refetch } = useGetWorkshopQuery(id ?? 0, { skip: id === null });
  const [updateWorkshop, { isLoading: saving }] = useUpdateWorkshopMutation();
  const [setActive, { isLoading: changingStatus }] = useSetWorkshopActiveMutation();
  const [staleStatus, setStaleStatus] = useState<string | null>(null);
  const toList = () => void navigate(`${HOME}/workshop-list`);

  if (id === null || apiErrorOf(error)?.status === 404) {
    return (
      <Alert severity="warning" action={<Button color="inherit" size="small" onClick={toList}>{T.backToList}</Button>}>
        {T.notFound}
      </Alert>
    );
  }
  if (isLoading) return <FormSkeleton />;
  if (!workshop) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{T.retry}</Button>}>
        {T.loadFailed}
      </Alert>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <WorkshopForm
        mode="edit"
        initial={workshopFormValues(workshop)}
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
              status={workshop.status}
              texts={T}
              busy={changingStatus}
              onStale={setStaleStatus}
              onChange={async (active) => (await setActive({ id, active, version: workshop.version })).error}
            />
          </>
        }
        onSave={async (body) => {
          const result = await updateWorkshop({ id, body: { ...body, version: 'version' in body ? body.version : workshop.version } });
          if (result.error) return result.error;
          enqueueSnackbar(T.saved, { variant: 'success' });
          void navigate(`${HOME}/adminprofile/${id}`);
          return undefined;
        }}
      />
    </Box>
  );
}
