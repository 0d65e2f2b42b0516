import { useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { useAfterSave } from '../../components/form/useAfterSave';
import { WorkshopForm } from './WorkshopForm';
import { EMPTY_WORKSHOP_FORM } from './workshopForm';
import { WORKSHOP_TEXTS as T } from './workshopTexts';
import { useCreateWorkshopMutation } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

/** addWorkshop: a workshop and its garage admin in one form; the admin can sign in at once. */
export default function AddWorkshopPage() {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [createWorkshop, { isLoading }] = useCreateWorkshopMutation();

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <WorkshopForm
        mode="create"
        initial={EMPTY_WORKSHOP_FORM}
        saving={isLoading}
        onCancel={() => void navigate(`${HOME}/workshop-list`)}
        onSave={async (body) => afterSave(await createWorkshop(body), T.created, (saved) => `${HOME}/adminprofile/${saved.id}`)}
      />
    </Box>
  );
}
