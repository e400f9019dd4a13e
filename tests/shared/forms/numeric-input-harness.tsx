import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { NumericInput, type NumericInputProps } from '@/shared/forms/numeric-input';

type HarnessProps = Partial<Omit<NumericInputProps, 'id' | 'onChange'>> & {
  onChange?: (value: number | null) => void;
};

/** A label and a controlled NumericInput, as a form would use it. */
function Harness({ value: initial = null, onChange, locale = 'en', ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <NumericInput
        id="amount"
        value={value}
        locale={locale}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...props}
      />
    </>
  );
}

/** Renders the labelled field "Amount" and returns it, its onChange spy and a user. */
export function renderAmountInput(props: HarnessProps = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole('spinbutton', { name: 'Amount' });
  return { input, onChange, user };
}
