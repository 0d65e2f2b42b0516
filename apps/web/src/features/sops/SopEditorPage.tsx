import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Box, Stack } from '@mui/material';
import type { Sop } from '@carcare/contracts';
import { RecordLoader } from '../../components/form/EditPageParts';
import { useEditRecordForm } from '../../components/form/useEditRecordForm';
import { idFromParam } from '../../components/format/entityFormat';
import { useAfterSave } from '../../components/form/useAfterSave';
import { isEditableSop } from './sopActions';
import { SopForm } from './SopForm';
import { EMPTY_SOP_FORM, sopFormValues } from './sopForm';
import { SOP_LIST_PATH, sopEditorPath } from './sopPaths';
import { SopReadOnly } from './SopReadOnly';
import { useCreateSopMutation, useGetSopQuery, useUpdateSopMutation } from './sopsApi';
import { SopStatusCard } from './SopStatusCard';
import { useTexts } from '../../i18n/useTexts';
import { sopCatalogue, sopLoadTexts } from './sopTexts';

function CreateSop() {
  const navigate = useNavigate();
  const t = useTexts(sopCatalogue);
  const afterSave = useAfterSave();
  const [createSop, { isLoading }] = useCreateSopMutation();

  return (
    <SopForm
      mode="create"
      initial={EMPTY_SOP_FORM}
      saving={isLoading}
      onCancel={() => void navigate(SOP_LIST_PATH)}
      onSave={async (body) => {
        // Stay with the new draft so it can be published straight away.
        return afterSave(await createSop(body), t('created'), (saved) => {
          void navigate(sopEditorPath(saved.id), { replace: true });
        });
      }}
    />
  );
}

function ExistingSop({ sop, refetch }: { sop: Sop; refetch: () => Promise<unknown> }) {
  const t = useTexts(sopCatalogue);
  const [updateSop, { isLoading }] = useUpdateSopMutation();
  const { afterSave, stale, toList, form } = useEditRecordForm(SOP_LIST_PATH, refetch, isLoading);
  const initial = useMemo(() => sopFormValues(sop), [sop]);

  const header = (dirty: boolean) => (
    <>
      {stale.alert}
      <SopStatusCard sop={sop} dirty={dirty} onStale={stale.show} onDeleted={toList} />
    </>
  );

  if (!isEditableSop(sop.status)) {
    return (
      <Stack spacing={3}>
        {header(false)}
        <SopReadOnly sop={sop} />
      </Stack>
    );
  }
  return (
    <SopForm
      mode="edit"
      {...form}
      initial={initial}
      currentService={sop.service}
      header={header}
      onSave={async (body) => {
        const version = 'version' in body ? body.version : sop.version;
        return afterSave(await updateSop({ id: sop.id, body: { ...body, version } }), t('saved'));
      }}
    />
  );
}

function LoadSop({ id }: { id: number | null }) {
  const t = useTexts(sopCatalogue);
  return (
    <RecordLoader<Sop> id={id} useGet={useGetSopQuery} texts={sopLoadTexts(t)} listPath={SOP_LIST_PATH}>
      {(sop, refetch) => <ExistingSop sop={sop} refetch={refetch} />}
    </RecordLoader>
  );
}

/** create-sop: a new draft, or with ?id=N an existing SOP (a draft is edited; published and archived are read-only). */
export default function SopEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Box sx={{ maxWidth: 900 }}>{id === null ? <CreateSop /> : <LoadSop key={id} id={idFromParam(id)} />}</Box>;
}
