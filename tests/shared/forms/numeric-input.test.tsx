import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumericInput } from '@/shared/forms/numeric-input';
import { renderAmountInput } from './numeric-input-harness';

afterEach(() => {
  vi.useRealTimers();
});

// The amount field's rules, one by one, through the keyboard.
describe('NumericInput', () => {
  it('is a spinbutton named by its label, with its range and value', () => {
    const { input } = renderAmountInput({ min: 10, max: 500, value: 25 });
    expect(
      screen.getByRole('spinbutton', { name: 'Amount', value: { min: 10, max: 500, now: 25 } }),
    ).toBe(input);
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
    const { input, onChange, user } = renderAmountInput({ min: 10, max: 500 });
    await user.type(input, '900{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(500);
    expect(input).toHaveValue('500');
  });

  it('clamps to min on commit', async () => {
    const { input, onChange, user } = renderAmountInput({ min: 10, max: 500 });
    await user.type(input, '3{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue('10');
  });

  it('blocks the minus sign when min is 0 or above', async () => {
    const { input, user } = renderAmountInput({ min: 0 });
    await user.type(input, '-5');
    expect(input).toHaveValue('5');
  });

  it('accepts the minus sign when min is below 0', async () => {
    const { input, onChange, user } = renderAmountInput({ min: -100 });
    await user.type(input, '-5{Enter}');
    expect(input).toHaveValue('-5');
    expect(onChange).toHaveBeenLastCalledWith(-5);
  });

  it('accepts only digits, the decimal separator and minus', async () => {
    const { input, onChange, user } = renderAmountInput({ min: -10, decimals: 2 });
    await user.type(input, '-a1b+,e5 ');
    expect(input).toHaveValue('-1.5');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(-1.5);
  });

  it('reads both "." and "," as the decimal point in Turkish, and allows the given decimals', async () => {
    const { input, onChange, user } = renderAmountInput({ locale: 'tr', decimals: 2 });
    await user.type(input, '12.345{Enter}');
    expect(input).toHaveValue('12,34');
    expect(onChange).toHaveBeenLastCalledWith(12.34);
  });

  it('blocks the decimal separator for integers', async () => {
    const { input, user } = renderAmountInput({ decimals: 0 });
    await user.type(input, '15,2');
    expect(input).toHaveValue('152');
  });

  it('filters a paste and trims it to maxLength', async () => {
    const { input, user } = renderAmountInput({ maxLength: 3 });
    await user.click(input);
    await user.paste('₺12a3456');
    expect(input).toHaveValue('123');
  });

  it('reads a pasted amount written the Turkish way', async () => {
    const { input, onChange, user } = renderAmountInput({ locale: 'tr', decimals: 2 });
    await user.click(input);
    await user.paste('₺1.234,5');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('commits on Tab', async () => {
    const { input, onChange, user } = renderAmountInput({ max: 50 });
    await user.type(input, '75');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(50);
    expect(input).toHaveValue('50');
  });

  it('commits on Enter', async () => {
    const { input, onChange, user } = renderAmountInput({ locale: 'tr', decimals: 2 });
    await user.type(input, '1234,5');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('commits on blur once, even after Tab', async () => {
    const onBlur = vi.fn();
    const { input, onChange, user } = renderAmountInput({ onBlur });
    await user.type(input, '42');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(42);
    expect(onBlur).toHaveBeenCalled();
    expect(input).not.toHaveFocus();
  });
});
