import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateTimeField } from './DateTimeField';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Starts" value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('DateTimeField', () => {
  it('shows a datetime-local value as a dd/mm/yyyy date and a time', () => {
    render(<Harness initial="2026-11-04T09:05" />);
    expect(screen.getByRole('textbox', { name: 'Starts' })).toHaveValue('04/11/2026');
    expect(screen.getByLabelText('Time (Starts)')).toHaveValue('09:05');
  });

  it('hands over "YYYY-MM-DDTHH:mm" once both hold a value, and nothing while either is empty', () => {
    render(<Harness initial="" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Starts' }), { target: { value: '25/12/2026' } });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    fireEvent.change(screen.getByLabelText('Time (Starts)'), { target: { value: '18:30' } });
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-25T18:30');
    fireEvent.change(screen.getByLabelText('Time (Starts)'), { target: { value: '' } });
    expect(screen.getByRole('status')).toHaveTextContent('none');
    // What was typed stays while the value is incomplete.
    expect(screen.getByRole('textbox', { name: 'Starts' })).toHaveValue('25/12/2026');
  });
});
