import { Card, CardContent } from '@mui/material';
import { ROLE_HOME, type CreateServiceBody, type Service } from '@carcare/contracts';
import { CreateEntityPage } from '../../components/form/EditPageParts';
import { CardHeading } from '../../components/form/FormParts';
import { ServiceForm } from './ServiceForm';
import { EMPTY_SERVICE_FORM } from './serviceForm';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue } from './serviceTexts';
import { useCreateServiceMutation } from './servicesApi';

const HOME = ROLE_HOME.super_admin;

/** addservice: a new catalogue service, active or inactive from the start. */
export default function AddServicePage() {
  const t = useTexts(serviceCatalogue);
  return (
    <CreateEntityPage<CreateServiceBody, Service> listPath={`${HOME}/service`} useCreate={useCreateServiceMutation} created={t('created')} next={`${HOME}/service`}>
      {(form) => (
        <ServiceForm
          initial={EMPTY_SERVICE_FORM}
          {...form}
          onSave={(body) => form.onSave(body as CreateServiceBody)}
          header={
            <Card variant="outlined">
              <CardContent>
                <CardHeading title={t('image')} subtitle={t('imageAfterSave')} />
              </CardContent>
            </Card>
          }
        />
      )}
    </CreateEntityPage>
  );
}
