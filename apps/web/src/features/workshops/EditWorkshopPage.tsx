import { useMemo } from 'react';
import { Box } from '@mui/material';
import { ROLE_HOME, type UpdateWorkshopBody, type Workshop } from '@carcare/contracts';
import { EditEntityPage } from '../../components/form/EditPageParts';
import { WorkshopForm } from './WorkshopForm';
import { workshopFormValues } from './workshopForm';
import { EDIT_ENTITY_TEXT_NAMES } from '../../components/statusTextNames';
import { pickTexts } from '../../i18n/pickTexts';
import { useTexts } from '../../i18n/useTexts';
import { workshopCatalogue } from './workshopTexts';
import { useGetWorkshopQuery, useSetWorkshopActiveMutation, useUpdateWorkshopMutation } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

/** editWorkshop?id=…: edit a workshop and its admin, deactivate or reactivate it; a save opens its profile. */
export default function EditWorkshopPage() {
  const t = useTexts(workshopCatalogue);
  const texts = useMemo(() => pickTexts(t, EDIT_ENTITY_TEXT_NAMES), [t]);
  return (
    <EditEntityPage<Workshop, UpdateWorkshopBody>
      listPath={`${HOME}/workshop-list`}
      texts={texts}
      useGet={useGetWorkshopQuery}
      useUpdate={useUpdateWorkshopMutation}
      useSetActive={useSetWorkshopActiveMutation}
      savedPath={(id) => `${HOME}/adminprofile/${id}`}
    >
      {(workshop, form) => (
        <Box sx={{ maxWidth: 1100 }}>
          <WorkshopForm initial={workshopFormValues(workshop)} {...form} />
        </Box>
      )}
    </EditEntityPage>
  );
}
