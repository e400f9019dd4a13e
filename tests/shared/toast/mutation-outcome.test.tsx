import { useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { ApiError } from '@/shared/http/api-error';
import { initI18n } from '@/shared/i18n/i18n';
import { answerOrNothing, type MutationOutcome } from '@/shared/toast/mutation-outcome';
import { showToast } from '@/shared/toast/toast';

type Answer = { success: boolean; message?: string | null };

interface CallButtonProps {
  call: () => Promise<Answer>;
  meta?: MutationOutcome;
}

/** A button that runs one mutation and says when it went through. */
function CallButton({ call, meta }: CallButtonProps) {
  const mutation = useMutation({ mutationFn: call, meta });
  const [done, setDone] = useState(false);
  const run = async () => setDone((await answerOrNothing(mutation.mutateAsync())) !== undefined);
  return (
    <>
      <button type="button" onClick={() => void run()}>
        Send
      </button>
      {done && <p>Went through</p>}
    </>
  );
}

/** Counts the fetches of one query the mutation may make stale. */
function Counter() {
  const [count, setCount] = useState(0);
  useQuery({
    queryKey: ['counted'],
    queryFn: () => {
      setCount((value) => value + 1);
      return count + 1;
    },
  });
  return <output aria-label="fetches">{count}</output>;
}

async function renderCall(props: CallButtonProps) {
  const i18n = await initI18n('en', []);
  await i18n.loadNamespaces(['wallet']);
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      <CallButton {...props} />
      <Counter />
    </AppProviders>,
  );
  await screen.findByText('1');
}

afterEach(async () => {
  await act(async () => {
    await showToast.dismiss();
  });
});

describe("a mutation's outcome, as its meta asks", () => {
  it('shows a refusal as an error toast with the server’s message, and goes no further', async () => {
    const refuse = () =>
      Promise.reject(new ApiError('rejected', { serverMessage: 'Limit reached' }));
    await renderCall({ call: refuse, meta: { errorToast: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Limit reached')).toBeInTheDocument();
    expect(screen.queryByText('Went through')).not.toBeInTheDocument();
  });

  it('shows the server’s message on success, or the named text when it sends none', async () => {
    const answers: Answer[] = [{ success: true, message: 'Saved' }, { success: true }];
    const call = () => Promise.resolve(answers.shift() ?? { success: true });
    await renderCall({ call, meta: { successToast: 'wallet.payment.done' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Close')).toBeInTheDocument();
  });

  it('shows nothing for a mutation that asks for no toast', async () => {
    const refuse = () => Promise.reject(new ApiError('rejected', { serverMessage: 'Quietly' }));
    await renderCall({ call: refuse, meta: { invalidates: [['counted']] } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Settled (the query was read again), and a toast asked for after it has shown.
    await screen.findByText('2');
    await act(() => showToast.blank('Later'));
    expect(await screen.findByText('Later')).toBeInTheDocument();
    expect(screen.queryByText('Quietly')).not.toBeInTheDocument();
  });

  it('reads the queries it names again once it has settled, refused or not', async () => {
    const refuse = () => Promise.reject(new ApiError('rejected', { serverMessage: 'No' }));
    await renderCall({ call: refuse, meta: { invalidates: [['counted']] } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('2')).toBeInTheDocument();
  });
});
