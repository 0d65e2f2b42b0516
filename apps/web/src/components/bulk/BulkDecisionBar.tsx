import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../useOpenedOnce';
import { BulkActionBar, type BulkBarAction } from './BulkActionBar';
import { BulkResultsDialog, type BulkResultsDialogProps } from './BulkResultsDialog';
import { bulkNounsOf, type BulkNounKey } from './bulkTexts';
import type { Translate } from '../../i18n/catalogue';
import type { BulkRow } from './bulkSelection';
import type { BulkController } from './useBulkSelection';

export interface BulkDecisionBarProps<R extends BulkRow, F, A extends string> {
  bulk: BulkController<R, F>;
  /** The list's own texts, for its bulk nouns. */
  t: Translate<BulkNounKey>;
  /** The decisions offered, each opening the question about it. */
  actions: readonly (Omit<BulkBarAction, 'key' | 'onClick'> & { key: A })[];
  /**
   * The question of the decision asked (null once closed), mounted from the first decision on:
   * a question loaded lazily (it checks a note with a contract schema) loads only then.
   */
  question: (asking: A | null, onClose: () => void) => ReactNode;
  rowLabel: (row: R) => string;
  refusalText?: BulkResultsDialogProps<R, F>['refusalText'];
}

/** A list's bulk bar whose actions each ask a question first (approve or reject, hide or publish), and the per-row results. */
export function BulkDecisionBar<R extends BulkRow, F, A extends string>({ bulk, t, actions, question, rowLabel, refusalText }: BulkDecisionBarProps<R, F, A>) {
  const nouns = useMemo(() => bulkNounsOf(t), [t]);
  const [asking, setAsking] = useState<A | null>(null);
  const asked = useOpenedOnce(asking !== null);
  return (
    <>
      <BulkActionBar bulk={bulk} label={nouns.region} actions={actions.map((action) => ({ ...action, onClick: () => setAsking(action.key) }))} />
      <Suspense fallback={null}>{asked ? question(asking, () => setAsking(null)) : null}</Suspense>
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={rowLabel} refusalText={refusalText} />
    </>
  );
}
