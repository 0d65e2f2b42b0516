import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { MAX_PAGE_SIZE, ROLE_HOME } from '@carcare/contracts';
import { useAfterSave } from '../../components/form/useAfterSave';
import { OfferingForm } from './OfferingForm';
import { EMPTY_OFFERING_FORM } from './offeringForm';
import { useCreateOfferingMutation, useListOfferingsQuery } from './offeringsApi';
import { OFFERING_TEXTS as T } from './serviceTexts';
import { useServiceOptionsQuery } from '../../api/optionsApi';

const HOME = ROLE_HOME.workshop_admin;

/** service ("Service Form"): offer a catalogue service the workshop does not offer yet, with optional own prices. */
export default function OfferServicePage() {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const { data: options } = useServiceOptionsQuery();
  // Withdrawn offerings count too: they are offered again from their own page, not added twice.
  const { data: offered } = useListOfferingsQuery({ page: 1, page_size: MAX_PAGE_SIZE });
  const [createOffering, { isLoading }] = useCreateOfferingMutation();
  const choices = useMemo(() => {
    if (!options || !offered) return undefined;
    const taken = new Set(offered.data.map((offering) => offering.service.id));
    return options.data.filter((service) => !taken.has(service.id));
  }, [options, offered]);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <OfferingForm
        mode="offer"
        initial={EMPTY_OFFERING_FORM}
        choices={choices}
        saving={isLoading}
        onCancel={() => void navigate(`${HOME}/list-service`)}
        onSave={async (body) => afterSave(await createOffering({ service_id: body.service_id, price_overrides: body.price_overrides }), T.offeredDone, `${HOME}/list-service`)}
      />
    </Box>
  );
}
