import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { Box, Card, CardContent } from '@mui/material';
import { ROLE_HOME } from '@carcare/contracts';
import { businessToday } from '../../components/format/dates';
import { useCreateWorkerMutation } from './workersApi';
import { WorkerForm, type WorkerFormValues } from './WorkerForm';
import { WORKER_TEXTS as T } from './workerTexts';

/** /workshop/addWorkshop: the Add Worker form; the new worker's profile opens next (to assign societies). */
export default function AddWorkerPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [createWorker] = useCreateWorkerMutation();
  const createdId = useRef<number | null>(null);
  const initial = useMemo<WorkerFormValues>(
    () => ({ name: '', phone: '', skills: [], id_proof_type: 'aadhaar', id_proof_number: '', joined_on: businessToday() }),
    [],
  );
  const home = ROLE_HOME.workshop_admin;

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Card>
        <CardContent>
          <WorkerForm
            initial={initial}
            submitLabel={T.save}
            onSave={async (body) => {
              const result = await createWorker(body);
              createdId.current = result.data?.id ?? null;
              return result;
            }}
            onSaved={() => {
              enqueueSnackbar(T.created, { variant: 'success' });
              void navigate(createdId.current ? `${home}/workshprofile/${createdId.current}` : `${home}/workshop-list`);
            }}
            onCancel={() => void navigate(`${home}/workshop-list`)}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
