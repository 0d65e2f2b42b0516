import { ROLE_HOME, type CreateWorkshopBody, type Workshop } from '@carcare/contracts';
import { CreateEntityPage } from '../../components/form/EditPageParts';
import { WorkshopForm } from './WorkshopForm';
import { EMPTY_WORKSHOP_FORM } from './workshopForm';
import { useTexts } from '../../i18n/useTexts';
import { workshopCatalogue } from './workshopTexts';
import { useCreateWorkshopMutation } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

/** addWorkshop: a workshop and its garage admin in one form; the admin can sign in at once. */
export default function AddWorkshopPage() {
  const t = useTexts(workshopCatalogue);
  return (
    <CreateEntityPage<CreateWorkshopBody, Workshop>
      listPath={`${HOME}/workshop-list`}
      useCreate={useCreateWorkshopMutation}
      created={t('created')}
      next={(workshop) => `${HOME}/adminprofile/${workshop.id}`}
    >
      {(form) => <WorkshopForm initial={EMPTY_WORKSHOP_FORM} {...form} onSave={(body) => form.onSave(body as CreateWorkshopBody)} />}
    </CreateEntityPage>
  );
}
