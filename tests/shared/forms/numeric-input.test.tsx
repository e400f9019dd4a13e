import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function setup(props: HarnessProps = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole('spinbutton', { name: 'Amount' });
  return { input, onChange, user };
}

afterEach(() => {
  vi.useRealTimers();
});

// Spec 5 "Numeric input", rule by rule, through the keyboard.
describe('NumericInput (spec 5)', () => {
  it('is a spinbutton named by its label, with its range and value', () => {
    const { input } = setup({ min: 10, max: 500, value: 25 });
    expect(input).toHaveAttribute('aria-valuemin', '10');
    expect(input).toHaveAttribute('aria-valuemax', '500');
    expect(input).toHaveAttribute('aria-valuenow', '25');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('shows tr-TR formatting after the ₺ prefix', () => {
    render(
      <>
        <label htmlFor="amount">Tutar</label>
        <NumericInput
          id="amount"
          value={1234.5}
          onChange={() => undefined}
          locale="tr"
          decimals={2}
          prefix="₺"
        />
      </>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Tutar' });
    expect(input).toHaveValue('1.234,5');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('₺')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-valuetext', '₺1.234,5');
  });

  it('clamps to max on commit', async () => {
    const { input, onChange, user } = setup({ min: 10, max: 500 });
    await user.type(input, '900{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(500);
    expect(input).toHaveValue('500');
  });

  it('clamps to min on commit', async () => {
    const { input, onChange, user } = setup({ min: 10, max: 500 });
    await user.type(input, '3{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue('10');
  });

  it('blocks the minus sign when min is 0 or above', async () => {
    const { input, user } = setup({ min: 0 });
    await user.type(input, '-5');
    expect(input).toHaveValue('5');
  });

  it('accepts the minus sign when min is below 0', async () => {
    const { input, onChange, user } = setup({ min: -100 });
    await user.type(input, '-5{Enter}');
    expect(input).toHaveValue('-5');
    expect(onChange).toHaveBeenLastCalledWith(-5);
  });

  it('accepts only digits, the decimal separator and minus', async () => {
    const { input, onChange, user } = setup({ min: -10, decimals: 2 });
    await user.type(input, '-a1b+,e5 ');
    expect(input).toHaveValue('-1.5');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(-1.5);
  });

  it('reads both "." and "," as the decimal point in Turkish, and allows the given decimals', async () => {
    const { input, onChange, user } = setup({ locale: 'tr', decimals: 2 });
    await user.type(input, '12.345{Enter}');
    expect(input).toHaveValue('12,34');
    expect(onChange).toHaveBeenLastCalledWith(12.34);
  });

  it('blocks the decimal separator for integers', async () => {
    const { input, user } = setup({ decimals: 0 });
    await user.type(input, '15,2');
    expect(input).toHaveValue('152');
  });

  it('filters a paste and trims it to maxLength', async () => {
    const { input, user } = setup({ maxLength: 3 });
    await user.click(input);
    await user.paste('₺12a3456');
    expect(input).toHaveValue('123');
  });

  it('reads a pasted amount written the Turkish way', async () => {
    const { input, onChange, user } = setup({ locale: 'tr', decimals: 2 });
    await user.click(input);
    await user.paste('₺1.234,5');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('commits on Tab', async () => {
    const { input, onChange, user } = setup({ max: 50 });
    await user.type(input, '75');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(50);
    expect(input).toHaveValue('50');
  });

  it('commits on Enter', async () => {
    const { input, onChange, user } = setup({ locale: 'tr', decimals: 2 });
    await user.type(input, '1234,5');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('commits on blur once, even after Tab', async () => {
    const onBlur = vi.fn();
    const { input, onChange, user } = setup({ onBlur });
    await user.type(input, '42');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(42);
    expect(onBlur).toHaveBeenCalled();
    expect(input).not.toHaveFocus();
  });

  it('arrow keys step by 1 by default', async () => {
    const { input, onChange, user } = setup({ value: 5 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('4');
    expect(input).toHaveAttribute('aria-valuenow', '4');
  });

  it('arrow keys step by the given step, within min and max', async () => {
    const { input, user } = setup({ value: 80, step: 25, max: 100, min: 0 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('100');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('50');
  });

  it('a held arrow steps at once, again after 500 ms, then every 40 ms, and stops on keyup', () => {
    vi.useFakeTimers();
    const { input, onChange } = setup({ value: 0 });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveValue('1');

    // The OS's own auto-repeat events add nothing.
    fireEvent.keyDown(input, { key: 'ArrowUp', repeat: true });
    fireEvent.keyDown(input, { key: 'ArrowUp', repeat: true });
    act(() => vi.advanceTimersByTime(499));
    expect(input).toHaveValue('1');

    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveValue('2');
    act(() => vi.advanceTimersByTime(39));
    expect(input).toHaveValue('2');
    act(() => vi.advanceTimersByTime(1));
    expect(input).toHaveValue('3');
    act(() => vi.advanceTimersByTime(80));
    expect(input).toHaveValue('5');

    fireEvent.keyUp(input, { key: 'ArrowUp' });
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveValue('5');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('a held arrow stops repeating on blur', () => {
    vi.useFakeTimers();
    const { input } = setup({ value: 10 });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    act(() => vi.advanceTimersByTime(540));
    expect(input).toHaveValue('7');
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveValue('7');
  });

  it('an empty field steps from 0 kept within range, and a decimal step keeps its decimals', async () => {
    const { input, user } = setup({ min: 20, step: 0.2, decimals: 2 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('20.2');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('20.4');
  });

  it('shows a value set from outside, and formats anew when the language changes', () => {
    const view = render(
      <NumericInput
        id="a"
        aria-label="Amount"
        value={1234.5}
        onChange={() => undefined}
        locale="en"
        decimals={2}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(input).toHaveValue('1,234.5');
    view.rerender(
      <NumericInput
        id="a"
        aria-label="Amount"
        value={1234.5}
        onChange={() => undefined}
        locale="tr"
        decimals={2}
      />,
    );
    expect(input).toHaveValue('1.234,5');
    view.rerender(
      <NumericInput
        id="a"
        aria-label="Amount"
        value={null}
        onChange={() => undefined}
        locale="tr"
        decimals={2}
      />,
    );
    expect(input).toHaveValue('');
  });

  it('Home jumps to min and End to max', async () => {
    const { input, onChange, user } = setup({ value: 50, min: 10, max: 1000 });
    await user.click(input);
    await user.keyboard('{End}');
    expect(input).toHaveValue('1,000');
    expect(onChange).toHaveBeenLastCalledWith(1000);
    await user.keyboard('{Home}');
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('passes aria-invalid and aria-describedby through, and can be disabled', () => {
    render(
      <NumericInput
        id="amount"
        value={null}
        onChange={() => undefined}
        locale="en"
        aria-label="Amount"
        aria-invalid
        aria-describedby="amount-error"
        disabled
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'amount-error');
    expect(input).toBeDisabled();
  });
});
