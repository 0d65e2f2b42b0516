import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompactDateField } from './CompactDateField';
import { DateField } from './DateField';

/** A field whose value the test can also set from outside, as a quick-range button does. */
function Harness({ initial, seen, Field = DateField }: { initial: string; seen: string[]; Field?: typeof DateField | typeof CompactDateField }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field
        label="From"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button onClick={() => setValue('2026-12-01')}>Next month</button>
      <output>{value || 'none'}</output>
    </>
  );
}

// CompactDateField (the date ranges' field, drawn without TextField) behaves as DateField does.
describe.each([
  ['DateField', DateField],
  ['CompactDateField', CompactDateField],
] as const)('%s', (_name, Field) => {
  it('shows the ISO value as dd/mm/yyyy', () => {
    render(<Harness initial="2026-11-04" seen={[]} Field={Field} />);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('04/11/2026');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it('puts the slashes in as digits are typed and hands over YYYY-MM-DD once it is a date', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: string[] = [];
    render(<Harness initial="" seen={seen} Field={Field} />);
    const box = screen.getByRole('textbox', { name: 'From' });
    await user.type(box, '2411202');
    expect(box).toHaveValue('24/11/202');
    expect(seen).toEqual([]);
    await user.type(box, '6');
    expect(box).toHaveValue('24/11/2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-24');
    // Emptying it clears the value.
    await user.clear(box);
    expect(seen).toEqual(['2026-11-24', '']);
  });

  it('says what it wants when the text is not a date, and follows a value set from outside', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="" seen={[]} Field={Field} />);
    const box = screen.getByRole('textbox', { name: 'From' });
    await user.type(box, '31022026');
    await user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a date as dd/mm/yyyy');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(box).toHaveValue('01/12/2026');
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });
});
