import { createElement, type ReactNode } from 'react';
import { LabelledValue } from './DetailList';

/**
 * The field of a details drawer's description list, its label in a column of the given width and
 * each row padded by py (theme spacing): a drawer makes its own once and uses it for every field.
 */
export function drawerField(labelWidth: number, py: number) {
  return function DrawerField({ label, children }: { label: string; children: ReactNode }) {
    const sx = { display: 'grid', gridTemplateColumns: `${labelWidth}px 1fr`, gap: 1, py };
    return createElement(LabelledValue, { label, sx, labelVariant: 'body2', valueVariant: 'body2', valueSx: { overflowWrap: 'anywhere' }, children });
  };
}
