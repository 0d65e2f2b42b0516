import { useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { useAfterSave } from '../../components/form/useAfterSave';
import { SocietyForm } from './SocietyForm';
import { EMPTY_SOCIETY_FORM } from './societyForm';
import { SOCIETY_TEXTS as T } from './societyTexts';
import { useCreateSocietyMutation } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

/** addsociety: a society and its manager in one form; the manager can sign in at once. */
export default function AddSocietyPage() {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [createSociety, { isLoading }] = useCreateSocietyMutation();

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SocietyForm
        mode="create"
        initial={EMPTY_SOCIETY_FORM}
        saving={isLoading}
        onCancel={() => void navigate(`${HOME}/society-list`)}
        onSave={async (body) => {
          // The edit page is the society's page: its details, status and the workers serving it.
          return afterSave(await createSociety(body), T.created, (saved) => `${HOME}/editSociety?id=${saved.id}`);
        }}
      />
    </Box>
  );
}
