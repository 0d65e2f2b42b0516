import { useMemo } from 'react';
import { Box } from '@mui/material';
import { ROLE_HOME, type UpdateWorkshopBody, type Workshop } from '@carcare/contracts';
import { EditEntityPage } from '../../components/form/EditPageParts';
import { WorkshopForm } from './WorkshopForm';
import { workshopFormValues } from './workshopForm';
import { useTexts } from '../../i18n/useTexts';
import { workshopCatalogue } from './workshopTexts';
import { useGetWorkshopQuery, useSetWorkshopActiveMutation, useUpdateWorkshopMutation } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

/** editWorkshop?id=…: edit a workshop and its admin, deactivate or reactivate it; a save opens its profile. */
export default function EditWorkshopPage() {
  const t = useTexts(workshopCatalogue);
  const texts = useMemo(
    () => ({
      backToList: t('backToList'),
      notFound: t('notFound'),
      retry: t('retry'),
      loadFailed: t('loadFailed'),
      statusLabel: t('statusLabel'),
      statusActive: t('statusActive'),
      statusInactive: t('statusInactive'),
      deactivate: t('deactivate'),
      reactivate: t('reactivate'),
      deactivateTitle: t('deactivateTitle'),
      deactivateText: t('deactivateText'),
      reactivateTitle: t('reactivateTitle'),
      reactivateText: t('reactivateText'),
      deactivated: t('deactivated'),
      reactivated: t('reactivated'),
      saved: t('saved'),
    }),
    [t],
  );
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
