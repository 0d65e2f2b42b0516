import { Stack } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { EditEntityLoader, EditStatusHeader } from '../../components/form/EditPageParts';
import { useEditEntityPage } from '../../components/form/useEditEntityPage';
import { SocietyForm } from './SocietyForm';
import { SocietyWorkersCard } from './SocietyWorkersCard';
import { societyFormValues } from './societyForm';
import { SOCIETY_TEXTS as T } from './societyTexts';
import { useGetSocietyQuery, useSetSocietyActiveMutation, useUpdateSocietyMutation } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

/** editSociety?id=…: edit a society and its manager, its status, and the workers serving it. */
export default function EditSocietyPage() {
  const { id, enqueueSnackbar, staleStatus, setStaleStatus, toList } = useEditEntityPage(`${HOME}/society-list`);
  const query = useGetSocietyQuery(id ?? 0, { skip: id === null });
  const [updateSociety, { isLoading: saving }] = useUpdateSocietyMutation();
  const [setActive, { isLoading: changingStatus }] = useSetSocietyActiveMutation();

  return (
    <EditEntityLoader id={id} query={query} texts={T} onBackToList={toList}>
      {(society, societyId) => (
        <Stack spacing={3} sx={{ maxWidth: 1100 }}>
          <SocietyForm
            mode="edit"
            initial={societyFormValues(society)}
            saving={saving}
            onCancel={toList}
            onReload={() => query.refetch()}
            header={
              <EditStatusHeader
                staleStatus={staleStatus}
                setStaleStatus={setStaleStatus}
                refetch={query.refetch}
                status={society.status}
                texts={T}
                busy={changingStatus}
                onChange={async (active) => (await setActive({ id: societyId, active, version: society.version })).error}
              />
            }
            onSave={async (body) => {
              const result = await updateSociety({ id: societyId, body: { ...body, version: 'version' in body ? body.version : society.version } });
              if (result.error) return result.error;
              enqueueSnackbar(T.saved, { variant: 'success' });
              return undefined;
            }}
          />
          <SocietyWorkersCard societyId={society.id} societyActive={society.status === 'active'} />
        </Stack>
      )}
    </EditEntityLoader>
  );
}
