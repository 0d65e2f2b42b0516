import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Box, Card, CardContent } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { FormPage } from '../../components/form/FormPage';
import { businessToday } from '../../components/format/dates';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useCreateWorkerMutation } from './workersApi';
import { useWorkerForm, type WorkerFormValues } from './workerForm';
import { WorkerFields } from './WorkerFields';
import { useTexts } from '../../i18n/useTexts';
import { workerCatalogue } from './workerTexts';

const HOME = ROLE_HOME.workshop_admin;

/** /workshop/addWorkshop: the Add Worker form; the new worker's profile opens next (to assign societies). */
export default function AddWorkerPage() {
  const t = useTexts(workerCatalogue);
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [createWorker] = useCreateWorkerMutation();
  const initial = useMemo<WorkerFormValues>(
    () => ({ name: '', phone: '', skills: [], id_proof_type: 'aadhaar', id_proof_number: '', joined_on: businessToday() }),
    [],
  );
  const controller = useWorkerForm({
    initial,
    onSave: async (body) => afterSave(await createWorker(body), t('created'), (saved) => `${HOME}/workshprofile/${saved.id}`),
  });

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Card>
        <CardContent>
          <FormPage label={t('save')} controller={controller} saving={controller.saving} onCancel={() => void navigate(`${HOME}/workshop-list`)} cancelLabel={t('cancel')} submitLabel={t('save')}>
            <WorkerFields form={controller.form} />
          </FormPage>
        </CardContent>
      </Card>
    </Box>
  );
}
