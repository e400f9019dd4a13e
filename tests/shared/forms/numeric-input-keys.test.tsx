import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumericInput } from '@/shared/forms/numeric-input';
import { renderAmountInput } from './numeric-input-harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('NumericInput: stepping, outside values and attributes', () => {
  it('arrow keys step by 1 by default', async () => {
    const { input, onChange, user } = renderAmountInput({ value: 5 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('6');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('4');
    expect(screen.getByRole('spinbutton', { name: 'Amount', value: { now: 4 } })).toBe(input);
  });

  it('arrow keys step by the given step, within min and max', async () => {
    const { input, user } = renderAmountInput({ value: 80, step: 25, max: 100, min: 0 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('100');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('50');
  });

  it('a held arrow steps at once, again after 500 ms, then every 40 ms, and stops on keyup', () => {
    vi.useFakeTimers();
    const { input, onChange } = renderAmountInput({ value: 0 });
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
    const { input } = renderAmountInput({ value: 10 });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    act(() => vi.advanceTimersByTime(540));
    expect(input).toHaveValue('7');
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(1000));
    expect(input).toHaveValue('7');
  });

  it('an empty field steps from 0 kept within range, and a decimal step keeps its decimals', async () => {
    const { input, user } = renderAmountInput({ min: 20, step: 0.2, decimals: 2 });
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
    const { input, onChange, user } = renderAmountInput({ value: 50, min: 10, max: 1000 });
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
