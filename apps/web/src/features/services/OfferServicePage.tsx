import { useMemo } from 'react';
import { MAX_PAGE_SIZE, ROLE_HOME, type CreateWorkshopServiceBody, type WorkshopService } from '@carcare/contracts';
import { CreateEntityPage } from '../../components/form/EditPageParts';
import { OfferingForm } from './OfferingForm';
import { EMPTY_OFFERING_FORM } from './offeringForm';
import { useCreateOfferingMutation, useListOfferingsQuery } from './offeringsApi';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue } from './serviceTexts';
import { useServiceOptionsQuery } from '../../api/optionsApi';

const HOME = ROLE_HOME.workshop_admin;

/** service ("Service Form"): offer a catalogue service the workshop does not offer yet, with optional own prices. */
export default function OfferServicePage() {
  const t = useTexts(serviceCatalogue);
  const { data: options } = useServiceOptionsQuery();
  // Withdrawn offerings count too: they are offered again from their own page, not added twice.
  const { data: offered } = useListOfferingsQuery({ page: 1, page_size: MAX_PAGE_SIZE });
  const choices = useMemo(() => {
    if (!options || !offered) return undefined;
    const taken = new Set(offered.data.map((offering) => offering.service.id));
    return options.data.filter((service) => !taken.has(service.id));
  }, [options, offered]);

  return (
    <CreateEntityPage<CreateWorkshopServiceBody, WorkshopService> listPath={`${HOME}/list-service`} useCreate={useCreateOfferingMutation} created={t('offering.offeredDone')} next={`${HOME}/list-service`}>
      {(form) => (
        <OfferingForm
          {...form}
          mode="offer"
          initial={EMPTY_OFFERING_FORM}
          choices={choices}
          onSave={(body) => form.onSave({ service_id: body.service_id, price_overrides: body.price_overrides })}
        />
      )}
    </CreateEntityPage>
  );
}
