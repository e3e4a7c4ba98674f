// What other features may use of sign-in and sign-up; the rest of the folder is private to it.
export { useSession } from './hooks/use-session';
export { useSignOut } from './hooks/use-sign-out';
export { AuthCard } from './components/auth-card';
export { LoginFields } from './components/login-fields';
export { useLoginForm, type LoginFormValues } from './hooks/use-login-form';
export { SignupFields } from './components/signup-fields';
export { useSignupForm } from './hooks/use-signup-form';
export type { SignupFormValues } from './signup-request';
export { NewPasswordFields } from './components/new-password-fields';
export { checkNewPasswordForm, type NewPasswordValues } from './validation';
