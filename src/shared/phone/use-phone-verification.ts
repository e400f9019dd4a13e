import { useUpdatePhone } from '@generated/api/customer/customer';
import { UpdatePhoneRequestStep } from '@generated/api/model';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/error-message';
import { patchSession } from '@/shared/session/session-store';
import { showToast } from '@/shared/toast/toast';

/**
 * The two calls of phone verification (customer/updatephone, spec 7): step 1 sends an SMS code
 * to the phone, step 2 checks the code. Each shows the server's message as a success or error
 * toast and resolves true on success; a verified phone is kept in the session.
 */
export function usePhoneVerification() {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useUpdatePhone();

  async function call(data: Parameters<typeof mutateAsync>[0]['data']): Promise<boolean> {
    try {
      const { message } = await mutateAsync({ data });
      if (message) void showToast.success(message);
      return true;
    } catch (error) {
      void showToast.error(errorMessage(error, t));
      return false;
    }
  }

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
