import { Box } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { EditEntityLoader, EditStatusHeader } from '../../components/form/EditPageParts';
import { useEditEntityPage } from '../../components/form/useEditEntityPage';
import { WorkshopForm } from './WorkshopForm';
import { workshopFormValues } from './workshopForm';
import { WORKSHOP_TEXTS as T } from './workshopTexts';
import { useGetWorkshopQuery, useSetWorkshopActiveMutation, useUpdateWorkshopMutation } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

/** editWorkshop?id=…: edit a workshop and its admin, deactivate or reactivate it. */
export default function EditWorkshopPage() {
  const { id, navigate, enqueueSnackbar, staleStatus, setStaleStatus, toList } = useEditEntityPage(`${HOME}/workshop-list`);
  const query = useGetWorkshopQuery(id ?? 0, { skip: id === null });
  const [updateWorkshop, { isLoading: saving }] = useUpdateWorkshopMutation();
  const [setActive, { isLoading: changingStatus }] = useSetWorkshopActiveMutation();

  return (
    <EditEntityLoader id={id} query={query} texts={T} onBackToList={toList}>
      {(workshop, workshopId) => (
        <Box sx={{ maxWidth: 1100 }}>
          <WorkshopForm
            mode="edit"
            initial={workshopFormValues(workshop)}
            saving={saving}
            onCancel={toList}
            onReload={() => query.refetch()}
            header={
              <EditStatusHeader
                staleStatus={staleStatus}
                setStaleStatus={setStaleStatus}
                refetch={query.refetch}
                status={workshop.status}
                texts={T}
                busy={changingStatus}
                onChange={async (active) => (await setActive({ id: workshopId, active, version: workshop.version })).error}
              />
            }
            onSave={async (body) => {
              const result = await updateWorkshop({ id: workshopId, body: { ...body, version: 'version' in body ? body.version : workshop.version } });
              if (result.error) return result.error;
              enqueueSnackbar(T.saved, { variant: 'success' });
              void navigate(`${HOME}/adminprofile/${workshopId}`);
              return undefined;
            }}
          />
        </Box>
      )}
    </EditEntityLoader>
  );
}
