import { useNavigate } from 'react-router';
import { Box, Card, CardContent } from '@mui/material';
import { CardHeading } from '../../components/form/FormParts';
import { ROLE_HOME, type CreateServiceBody } from '@carcare/contracts';
import { useAfterSave } from '../../components/form/useAfterSave';
import { ServiceForm } from './ServiceForm';
import { EMPTY_SERVICE_FORM } from './serviceForm';
import { SERVICE_TEXTS as T } from './serviceTexts';
import { useCreateServiceMutation } from './servicesApi';

const HOME = ROLE_HOME.super_admin;

/** addservice: a new catalogue service, active or inactive from the start. */
export default function AddServicePage() {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [createService, { isLoading }] = useCreateServiceMutation();

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <ServiceForm
        mode="create"
        initial={EMPTY_SERVICE_FORM}
        saving={isLoading}
        onCancel={() => void navigate(`${HOME}/service`)}
        header={
          <Card variant="outlined">
            <CardContent>
              <CardHeading title={T.image} subtitle={T.imageAfterSave} />
            </CardContent>
          </Card>
        }
        onSave={async (body) => afterSave(await createService(body as CreateServiceBody), T.created, `${HOME}/service`)}
      />
    </Box>
  );
}
