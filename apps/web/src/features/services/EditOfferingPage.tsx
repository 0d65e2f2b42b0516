import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Button, Typography } from '@mui/material';
import { ROLE_HOME, type WorkshopService } from '@carcare/contracts';
import { useStatusChange } from '../../components/useStatusChange';
import { StatusCard } from '../../components/StatusCard';
import { EditRecordPage, type RecordFormProps } from '../../components/form/EditPageParts';
import { useEditRecordForm } from '../../components/form/useEditRecordForm';
import { idFromParam } from '../../components/format/entityFormat';
import { OfferingForm } from './OfferingForm';
import { offeringFormValues } from './offeringForm';
import { useGetOfferingQuery, useUpdateOfferingMutation } from './offeringsApi';
import { useTexts } from '../../i18n/useTexts';
import { formatDuration, offeringLoadTexts, serviceCatalogue, type ServiceText } from './serviceTexts';

const LIST_PATH = `${ROLE_HOME.workshop_admin}/list-service`;

/** Withdrawing an offering and offering it again, in the words of the status change confirmation. */
function withdrawTexts(t: ServiceText) {
  return {
    deactivate: t('offering.withdraw'),
    reactivate: t('offering.offerAgain'),
    deactivateTitle: t('offering.withdrawTitle'),
    deactivateText: t('offering.withdrawText'),
    reactivateTitle: t('offering.offerAgainTitle'),
    reactivateText: t('offering.offerAgainText'),
    deactivated: t('offering.withdrawnDone'),
    reactivated: t('offering.offeredAgain'),
  };
}

/** The offered service, whether customers can book it here, and Withdraw / Offer again. */
function AvailabilityCard({ offering, onStale }: { offering: WorkshopService; onStale: (message: string) => void }) {
  const t = useTexts(serviceCatalogue);
  const [updateOffering, { isLoading }] = useUpdateOfferingMutation();
  const active = offering.active;
  const change = useStatusChange({
    active,
    texts: withdrawTexts(t),
    busy: isLoading,
    // The saved prices go with it unchanged; only availability changes.
    onChange: async (offer) => (await updateOffering({ id: offering.id, body: { price_overrides: offering.price_overrides, active: offer, version: offering.version } })).error,
    onStale,
  });

  return (
    <StatusCard
      label={t('offering.statusLabel')}
      status={active ? 'active' : 'withdrawn'}
      note={active ? t('offering.statusOffered') : t('offering.statusWithdrawn')}
      before={
        <>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {offering.service.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`category.${offering.service.category}`)} · {formatDuration(t, offering.service.duration_minutes)}
          </Typography>
        </>
      }
      actions={
        <Button variant={active ? 'outlined' : 'contained'} color={active ? 'error' : 'primary'} onClick={change.ask}>
          {active ? t('offering.withdraw') : t('offering.offerAgain')}
        </Button>
      }
      dialog={change.dialog}
    />
  );
}

function EditOfferingForm({ record: offering, refetch }: RecordFormProps<WorkshopService>) {
  const t = useTexts(serviceCatalogue);
  const [updateOffering, { isLoading }] = useUpdateOfferingMutation();
  const { afterSave, stale, form } = useEditRecordForm(LIST_PATH, refetch, isLoading);
  const initial = useMemo(() => offeringFormValues(offering), [offering]);

  return (
    <OfferingForm
      mode="edit"
      {...form}
      initial={initial}
      catalogue={offering.catalogue_prices}
      header={
        <>
          {stale.alert}
          <AvailabilityCard offering={offering} onStale={stale.show} />
        </>
      }
      onSave={async (body) => {
        return afterSave(await updateOffering({ id: offering.id, body: { price_overrides: body.price_overrides, active: body.active, version: body.version } }), t('offering.saved'), LIST_PATH);
      }}
    />
  );
}

/** edit-service/:id (workshop admin): change the workshop's own prices, withdraw or offer again. */
export default function EditOfferingPage() {
  const id = idFromParam(useParams().id);
  const t = useTexts(serviceCatalogue);

  return <EditRecordPage<WorkshopService> id={id} useGet={useGetOfferingQuery} texts={offeringLoadTexts(t)} listPath={LIST_PATH} form={EditOfferingForm} />;
}
