import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { Box } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { SocietyForm } from './SocietyForm';
import { EMPTY_SOCIETY_FORM } from './societyForm';
import { SOCIETY_TEXTS as T } from './societyTexts';
import { useCreateSocietyMutation } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

/** addsociety: a society and its manager in one form; the manager can sign in at once. */
export default function AddSocietyPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [createSociety, { isLoading }] = useCreateSocietyMutation();

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <SocietyForm
        mode="create"
        initial={EMPTY_SOCIETY_FORM}
        saving={isLoading}
        onCancel={() => void navigate(`${HOME}/society-list`)}
        onSave={async (body) => {
          const result = await createSociety(body);
          if (result.error) return result.error;
          enqueueSnackbar(T.created, { variant: 'success' });
          // The edit page is the society's page: its details, status and the workers serving it.
          void navigate(`${HOME}/editSociety?id=${result.data.id}`);
          return undefined;
        }}
      />
    </Box>
  );
}
