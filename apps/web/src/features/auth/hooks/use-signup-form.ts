import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import type { FieldMessages } from '../../../lib/form/rule-resolver';
import { useBotTraps } from '../../public-forms';
import { useSignUpMutation } from '../api';
import { EMPTY_SIGNUP, toSignUpRequest, type SignupFormValues } from '../signup-request';

interface SignupFormOptions {
  /** The flow's rules (the page and the booking wizard word them apart). */
  check: (values: SignupFormValues) => FieldMessages<SignupFormValues>;
  message(key: string): string;
  email?: string;
}

/**
 * The state of a sign-up form (page or booking wizard) and its sending, with the bot traps:
 * render `<SignupFields signup={…} />`, then `signup.send(values)` from the form's submit.
 */
export function useSignupForm({ check, message, email = '' }: SignupFormOptions) {
  const form = useRuleForm<SignupFormValues>({ defaultValues: { ...EMPTY_SIGNUP, email }, check, message });
  const language = useLanguage();
  const { honeypot, trapFields } = useBotTraps();
  const [signUp, { isLoading }] = useSignUpMutation();
  const send = (values: SignupFormValues) => signUp({ ...toSignUpRequest(values, language), ...trapFields() }).unwrap();
  return { form, honeypot, send, isLoading };
}

export type SignupForm = ReturnType<typeof useSignupForm>;
