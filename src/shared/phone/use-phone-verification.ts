import { useMutation } from '@tanstack/react-query';
import { getUpdatePhoneMutationOptions } from '@generated/api/customer/customer';
import { UpdatePhoneRequestStep } from '@generated/api/model';
import { patchSession } from '@/shared/session/session-machine';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';

/**
 * The two calls of phone verification (customer/updatephone): step 1 sends an SMS code to the
 * phone, step 2 checks the code. Each shows the server's message as a success or error toast and
 * resolves true on success; a verified phone is kept in the session.
 */
export function usePhoneVerification() {
  // The generated options with react-query's own hook: the customer module is on the first page
  // (notifications), and its generated useUpdatePhone would bring useMutation there too.
  const { mutateAsync, isPending } = useMutation(
    getUpdatePhoneMutationOptions({ mutation: { meta: { errorToast: true, successToast: true } } }),
  );

  const call = async (data: Parameters<typeof mutateAsync>[0]['data']) =>
    (await answerOrNothing(mutateAsync({ data }))) !== undefined;

  return {
    pending: isPending,
    sendCode: (phone: string) => call({ step: UpdatePhoneRequestStep.SendCode, phone }),
    verifyCode: async (phone: string, code: string) => {
      const verified = await call({ step: UpdatePhoneRequestStep.VerifyCode, phone, code });
      if (verified) patchSession({ phone, smsVerified: true });
      return verified;
    },
  };
}
