import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhonePageState } from '@generated/api/model';
import { phoneValidationFormFields, phoneValidationFormSchema } from '@generated/forms';
import { SMS_CODE_LENGTH } from '@/shared/config/constants';
import formStyles from '@/shared/forms/form.module.css';
import { MaskedField } from '@/shared/forms/masked-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm, useSubmitOnce } from '@/shared/forms/use-contract-form';
import { codeStepFormSchema } from '@/shared/phone/code-step-schema';
import { localPhoneDigits } from '@/shared/phone/phone-digits';
import { PhoneField } from '@/shared/phone/phone-field';
import { usePhoneVerification } from '@/shared/phone/use-phone-verification';
import { useSession } from '@/shared/session/session-machine';
import { Icon } from '@/shared/ui/icon';
import card from './account-card.module.css';
import { displayPhone } from './format-phone';
import { PhoneBadge } from './phone-badge';
import styles from './phone-verification-page.module.css';
import { useResendCountdown } from './use-resend-countdown';

// A masked field takes its element once: resetting must keep it, or setFocus finds nothing.
const keepFields = { keepFieldsRef: true } as const;

const leadKeys = {
  [PhonePageState.NotVerifiedPage]: 'account.phone.lead.notVerified',
  [PhonePageState.VerifiedPage]: 'account.phone.lead.verified',
  [PhonePageState.UpdatePage]: 'account.phone.lead.update',
  [PhonePageState.VerificationCodePage]: 'account.phone.lead.code',
} as const;

/** /dashboard/phone-verification. */
export function PhoneVerificationPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <PhoneVerification
      key={session.username}
      storedPhone={session.phone}
      storedVerified={session.smsVerified}
    />
  );
}

interface PhoneVerificationProps {
  storedPhone: string;
  storedVerified: boolean;
}

/**
 * The page's states: NotVerified and Verified follow the stored flag; 'Update Number' (offered in
 * NotVerified only: a verified number is changed through support, so a borrowed session cannot
 * move it) makes the phone editable; Send Code leads to VerificationCode, where a right code makes
 * it Verified. Cancel leaves Update or VerificationCode for the stored number, so a mistyped
 * number is never a dead end.
 */
function PhoneVerification({ storedPhone, storedVerified }: PhoneVerificationProps) {
  const { t } = useTranslation(['account']);
  const [state, setState] = useState<PhonePageState>(
    storedVerified ? PhonePageState.VerifiedPage : PhonePageState.NotVerifiedPage,
  );
  const { pending, sendCode, verifyCode } = usePhoneVerification();
  const countdown = useResendCountdown();
  const form = useContractForm(phoneValidationFormSchema, {
    phone: localPhoneDigits(storedPhone),
    code: undefined,
  });
  const { setFocus, reset } = form;
  const [phone, code] = useWatch({ control: form.control, name: ['phone', 'code'] });

  const awaitingCode = state === PhonePageState.VerificationCodePage;
  const editing = state === PhonePageState.UpdatePage;
  // The badge speaks of the number in the field: the stored one, verified or not.
  const verified = storedVerified && phone === localPhoneDigits(storedPhone);
  // At step 2 the code is required: Verify waits for a complete, valid code.
  const codeReady = codeStepFormSchema.safeParse({ phone, code }).success;

  useEffect(() => {
    if (awaitingCode) setFocus('code');
    else if (editing) setFocus('phone');
  }, [awaitingCode, editing, setFocus]);

  const onValid = useCallback(
    async (values: { phone: string; code?: string | undefined }) => {
      if (awaitingCode) {
        if (!values.code) return;
        if (await verifyCode(values.phone, values.code)) {
          reset({ phone: values.phone, code: undefined }, keepFields);
          countdown.stop();
          setState(PhonePageState.VerifiedPage);
        } else {
          // A refused code is cleared so the player types it again. Resetting (rather
          // than setting) the field keeps a half-typed new code free of errors until it is left.
          reset({ phone: values.phone, code: '' }, keepFields);
          setFocus('code');
        }
        return;
      }
      // Enter in the read-only phone of the Verified state sends nothing.
      if (state !== PhonePageState.NotVerifiedPage && state !== PhonePageState.UpdatePage) return;
      if (await sendCode(values.phone)) {
        reset({ phone: values.phone, code: '' }, keepFields);
        setState(PhonePageState.VerificationCodePage);
        countdown.restart();
      }
    },
    [awaitingCode, state, verifyCode, sendCode, reset, setFocus, countdown],
  );
  const submit = useSubmitOnce(form, onValid);

  const resending = useRef(false);
  async function resend() {
    if (resending.current) return;
    resending.current = true;
    try {
      const phoneNow = form.getValues('phone');
      if (await sendCode(phoneNow)) {
        reset({ phone: phoneNow, code: '' }, keepFields);
        setFocus('code');
        countdown.restart();
      }
    } finally {
      resending.current = false;
    }
  }

  function startUpdate() {
    reset({ phone: form.getValues('phone'), code: undefined }, keepFields);
    countdown.stop();
    setState(PhonePageState.UpdatePage);
  }

  // Cancel's button goes away: focus moves to 'Update Number' of the state it returns to.
  const updateButton = useRef<HTMLButtonElement>(null);
  const [cancels, setCancels] = useState(0);
  useEffect(() => {
    if (cancels > 0) updateButton.current?.focus();
  }, [cancels]);

  function backToStored() {
    reset({ phone: localPhoneDigits(storedPhone), code: undefined }, keepFields);
    countdown.stop();
    setCancels((count) => count + 1);
    setState(storedVerified ? PhonePageState.VerifiedPage : PhonePageState.NotVerifiedPage);
  }

  const canUpdate = state === PhonePageState.NotVerifiedPage;
  const canSend = canUpdate || editing;

  return (
    <section className={card.page} aria-labelledby="phone-verification-title">
      <div className={card.card}>
        <div className={card.header}>
          <span className={card.icon}>
            <Icon name="phone" size={24} />
          </span>
          <div className={card.heading}>
            <div className={card.titleRow}>
              <h1 id="phone-verification-title" className={card.title}>
                {t('account.phone.title')}
              </h1>
              <PhoneBadge verified={verified} />
            </div>
            <p className={card.lead}>
              {t(leadKeys[state], {
                length: SMS_CODE_LENGTH,
                phone: displayPhone(phone) ?? '',
              })}
            </p>
          </div>
        </div>

        <FormProvider {...form}>
          <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
            <PhoneField label={t('account.phone.phone')} readOnly={!editing} />

            {awaitingCode && (
              <MaskedField
                name="code"
                label={t('account.phone.code')}
                mask={phoneValidationFormFields.code.altMask}
                placeholder="___-___"
                autoComplete="one-time-code"
              />
            )}

            <div className={card.actions}>
              {canSend && (
                <SubmitButton loading={pending}>{t('account.phone.sendCode')}</SubmitButton>
              )}
              {awaitingCode && (
                <SubmitButton loading={pending} disabled={!codeReady}>
                  {t('account.phone.verify')}
                </SubmitButton>
              )}
              {canUpdate && (
                <button
                  ref={updateButton}
                  type="button"
                  className={card.secondary}
                  onClick={startUpdate}
                >
                  <Icon name="phone" size={16} />
                  {t('account.phone.updateNumber')}
                </button>
              )}
              {(editing || awaitingCode) && (
                <button type="button" className={card.ghost} onClick={backToStored}>
                  {t('account.phone.cancel')}
                </button>
              )}
            </div>

            {awaitingCode && (
              <p className={styles.resend}>
                {countdown.remaining > 0 ? (
                  <>
                    <Icon name="clock" size={16} />
                    {t('account.phone.resendIn', { seconds: countdown.remaining })}
                  </>
                ) : (
                  <>
                    {t('account.phone.noResend')}{' '}
                    <button
                      type="button"
                      className={formStyles.linkButton}
                      disabled={pending}
                      onClick={() => void resend()}
                    >
                      {t('account.phone.resend')}
                    </button>
                  </>
                )}
              </p>
            )}
          </form>
        </FormProvider>
      </div>
    </section>
  );
}
