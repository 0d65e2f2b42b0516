import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { ROLE_HOME, type Society, type UpdateSocietyBody } from '@carcare/contracts';
import { EditEntityPage } from '../../components/form/EditPageParts';
import { EDIT_ENTITY_TEXT_NAMES } from '../../components/statusTextNames';
import { pickTexts } from '../../i18n/pickTexts';
import { useTexts } from '../../i18n/useTexts';
import { SocietyForm } from './SocietyForm';
import { SocietyWorkersCard } from './SocietyWorkersCard';
import { societyFormValues } from './societyForm';
import { societyCatalogue } from './societyTexts';
import { useGetSocietyQuery, useSetSocietyActiveMutation, useUpdateSocietyMutation } from './societiesApi';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';

/** editSociety?id=…: edit a society and its manager, its status, and the workers serving it. */
export default function EditSocietyPage() {
  const t = useTexts(societyCatalogue);
  const texts = useMemo(() => pickTexts(t, EDIT_ENTITY_TEXT_NAMES), [t]);
  return (
    <EditEntityPage<Society, UpdateSocietyBody>
      listPath={`${ROLE_HOME.super_admin}/society-list`}
      texts={texts}
      useGet={useGetSocietyQuery}
      useUpdate={useUpdateSocietyMutation}
      useSetActive={useSetSocietyActiveMutation}
    >
      {(society, form) => (
        <RecordTabs history={<RecordHistory record={`societies/${society.id}`} />}>
          <Stack spacing={3} sx={{ maxWidth: 1100 }}>
            <SocietyForm initial={societyFormValues(society)} {...form} />
            <SocietyWorkersCard societyId={society.id} societyActive={society.status === 'active'} />
          </Stack>
        </RecordTabs>
      )}
    </EditEntityPage>
  );
}
