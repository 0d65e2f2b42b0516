import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ROLE_HOME, type Service } from '@carcare/contracts';
import { EditRecordPage, type RecordFormProps } from '../../components/form/EditPageParts';
import { useEditRecordForm } from '../../components/form/useEditRecordForm';
import { idFromParam } from '../../components/format/entityFormat';
import { ServiceForm } from './ServiceForm';
import { ServiceImageCard } from './ServiceImageCard';
import { serviceFormValues } from './serviceForm';
import { ServiceStatusCard } from './ServiceStatusCard';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue, serviceLoadTexts } from './serviceTexts';
import { useGetServiceQuery, useUpdateServiceMutation } from './servicesApi';
import { RecordTabs } from '../../components/history/RecordTabs';
import { RecordHistory } from '../audit/public';

const LIST_PATH = `${ROLE_HOME.super_admin}/service`;

function EditServiceForm({ record: service, refetch }: RecordFormProps<Service>) {
  const t = useTexts(serviceCatalogue);
  const [updateService, { isLoading }] = useUpdateServiceMutation();
  const { afterSave, stale, form } = useEditRecordForm(LIST_PATH, refetch, isLoading);
  // An image change bumps the version without touching the form's fields: the form keeps what is
  // being typed (it is not refilled) and saves at the new version. Any other change refills it.
  const [imageVersions, setImageVersions] = useState<{ form: number; now: number } | null>(null);
  const keepForm = imageVersions !== null && imageVersions.now === service.version;
  const formVersion = keepForm ? imageVersions.form : service.version;
  const initial = useMemo(() => serviceFormValues({ ...service, version: formVersion }), [service, formVersion]);

  return (
    <RecordTabs history={<RecordHistory record={`services/${service.id}`} />}>
      <ServiceForm
        mode="edit"
        {...form}
        initial={initial}
        currentInclusions={service.inclusions}
        header={
          <>
            {stale.alert}
            <ServiceStatusCard service={service} onStale={stale.show} />
            <ServiceImageCard
              service={service}
              onStale={stale.show}
              onChanged={(fromVersion, changed) => setImageVersions((kept) => ({ form: kept && kept.now === fromVersion ? kept.form : fromVersion, now: changed.version }))}
            />
          </>
        }
        onSave={async (body) => {
          const version = keepForm ? service.version : 'version' in body ? body.version : service.version;
          return afterSave(await updateService({ id: service.id, body: { ...body, version } }), t('saved'), LIST_PATH);
        }}
      />
    </RecordTabs>
  );
}

/** edit-service/:id: change a catalogue service; its status changes follow the state machine. */
export default function EditServicePage() {
  const id = idFromParam(useParams().id);
  const t = useTexts(serviceCatalogue);

  return <EditRecordPage<Service> id={id} useGet={useGetServiceQuery} texts={serviceLoadTexts(t)} listPath={LIST_PATH} form={EditServiceForm} />;
}
