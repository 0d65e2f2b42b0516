import { ROLE_HOME, type CreateSocietyBody, type Society } from '@carcare/contracts';
import { CreateEntityPage } from '../../components/form/EditPageParts';
import { SocietyForm } from './SocietyForm';
import { EMPTY_SOCIETY_FORM } from './societyForm';
import { useTexts } from '../../i18n/useTexts';
import { societyCatalogue } from './societyTexts';
import { useCreateSocietyMutation } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

/** addsociety: a society and its manager in one form; the manager can sign in at once. */
export default function AddSocietyPage() {
  const t = useTexts(societyCatalogue);
  return (
    <CreateEntityPage<CreateSocietyBody, Society>
      listPath={`${HOME}/society-list`}
      useCreate={useCreateSocietyMutation}
      created={t('created')}
      // The edit page is the society's page: its details, status and the workers serving it.
      next={(society) => `${HOME}/editSociety?id=${society.id}`}
    >
      {(form) => <SocietyForm initial={EMPTY_SOCIETY_FORM} {...form} onSave={(body) => form.onSave(body as CreateSocietyBody)} />}
    </CreateEntityPage>
  );
}
