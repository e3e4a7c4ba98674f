import { useRuleForm } from '../../../hooks/use-rule-form';
import type { FieldMessages } from '../../../lib/form/rule-resolver';
import { useSignInMutation } from '../api';

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

interface LoginFormOptions {
  /** The flow's rules (the page and the booking wizard word them apart). */
  check: (values: LoginFormValues) => FieldMessages<LoginFormValues>;
  message(key: string): string;
  email?: string;
}

/** The state of a sign-in form (page or booking wizard) and its sending. */
export function useLoginForm({ check, message, email = '' }: LoginFormOptions) {
  const form = useRuleForm<LoginFormValues>({ defaultValues: { email, password: '', rememberMe: false }, check, message });
  const [signIn, { isLoading }] = useSignInMutation();
  const send = ({ email, password, rememberMe }: LoginFormValues) => signIn({ email: email.trim(), password, rememberMe }).unwrap();
  return { form, send, isLoading };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
