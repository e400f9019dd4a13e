import { phoneValidationFormSchema } from '@generated/forms';

/**
 * The phone-validation form at step 2, where the contract (UpdatePhoneRequest's if/then on
 * `step`) requires the SMS code: the generated code rule, no longer optional.
 */
export const codeStepFormSchema = phoneValidationFormSchema.extend({
  code: phoneValidationFormSchema.shape.code.unwrap(),
});
