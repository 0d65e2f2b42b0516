import { Card, CardContent } from '@mui/material';
import { ROLE_HOME, type CreateServiceBody, type Service } from '@carcare/contracts';
import { CreateEntityPage } from '../../components/form/EditPageParts';
import { CardHeading } from '../../components/form/FormParts';
import { ServiceForm } from './ServiceForm';
import { EMPTY_SERVICE_FORM } from './serviceForm';
import { SERVICE_TEXTS as T } from './serviceTexts';
import { useCreateServiceMutation } from './servicesApi';

const HOME = ROLE_HOME.super_admin;

/** addservice: a new catalogue service, active or inactive from the start. */
export default function AddServicePage() {
  return (
    <CreateEntityPage<CreateServiceBody, Service> listPath={`${HOME}/service`} useCreate={useCreateServiceMutation} created={T.created} next={`${HOME}/service`}>
      {(form) => (
        <ServiceForm
          initial={EMPTY_SERVICE_FORM}
          {...form}
          onSave={(body) => form.onSave(body as CreateServiceBody)}
          header={
            <Card variant="outlined">
              <CardContent>
                <CardHeading title={T.image} subtitle={T.imageAfterSave} />
              </CardContent>
            </Card>
          }
        />
      )}
    </CreateEntityPage>
  );
}
