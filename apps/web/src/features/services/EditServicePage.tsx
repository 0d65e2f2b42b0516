import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Box } from '@mui/material';
import { ROLE_HOME, type Service } from '@carcare/contracts';
import { EditEntityLoader } from '../../components/form/EditPageParts';
import { useStaleAlert } from '../../components/form/useStaleAlert';
import { idFromParam } from '../../components/format/entityFormat';
import { useAfterSave } from '../../components/form/useAfterSave';
import { ServiceForm } from './ServiceForm';
import { ServiceImageCard } from './ServiceImageCard';
import { serviceFormValues } from './serviceForm';
import { ServiceStatusCard } from './ServiceStatusCard';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue, serviceLoadTexts } from './serviceTexts';
import { useGetServiceQuery, useUpdateServiceMutation } from './servicesApi';

const HOME = ROLE_HOME.super_admin;

function EditServiceForm({ service, refetch }: { service: Service; refetch: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const t = useTexts(serviceCatalogue);
  const afterSave = useAfterSave();
  const [updateService, { isLoading }] = useUpdateServiceMutation();
  const stale = useStaleAlert(refetch);
  // An image change bumps the version without touching the form's fields: the form keeps what is
  // being typed (it is not refilled) and saves at the new version. Any other change refills it.
  const [imageVersions, setImageVersions] = useState<{ form: number; now: number } | null>(null);
  const keepForm = imageVersions !== null && imageVersions.now === service.version;
  const formVersion = keepForm ? imageVersions.form : service.version;
  const initial = useMemo(() => serviceFormValues({ ...service, version: formVersion }), [service, formVersion]);

  return (
    <ServiceForm
      mode="edit"
      initial={initial}
      saving={isLoading}
      currentInclusions={service.inclusions}
      onCancel={() => void navigate(`${HOME}/service`)}
      onReload={refetch}
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
        return afterSave(await updateService({ id: service.id, body: { ...body, version } }), t('saved'), `${HOME}/service`);
      }}
    />
  );
}

/** edit-service/:id: change a catalogue service; its status changes follow the state machine. */
export default function EditServicePage() {
  const id = idFromParam(useParams().id);
  const navigate = useNavigate();
  const t = useTexts(serviceCatalogue);
  const query = useGetServiceQuery(id ?? 0, { skip: id === null });

  return (
    <EditEntityLoader id={id} query={query} texts={serviceLoadTexts(t)} onBackToList={() => void navigate(`${HOME}/service`)}>
      {(service) => (
        <Box sx={{ maxWidth: 1100 }}>
          <EditServiceForm service={service} refetch={() => query.refetch()} />
        </Box>
      )}
    </EditEntityLoader>
  );
}
