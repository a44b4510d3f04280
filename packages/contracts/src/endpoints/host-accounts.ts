import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  AcceptedResponse,
  HostEmailRequest,
  HostMe,
  HostPasswordConfirmation,
  HostPasswordResetRequest,
  HostSessionResponse,
  HostSignInRequest,
  HostSignInResponse,
  HostSignUpRequest,
  HostSignUpResponse,
  HostTokenRequest,
  HostTwoFactorCode,
  HostTwoFactorSetup,
  HostTwoFactorSignInRequest,
} from '../host-accounts.ts';

// Host accounts (sign-up, sign-in, second factor, password reset) and the signed-in host; the
// organizations are in host-organizations.ts. Called by the console's server with its own client
// token; the account calls answer the same to a known and an unknown email where telling them
// apart would let anyone probe who has an account.

const tags = ['host accounts'] as const;

export const hostSignUp = defineEndpoint({
  operationId: 'hostSignUp',
  method: 'POST',
  path: '/apis/host/auth/sign-up',
  tags,
  summary: 'Create a host account; a confirmation link is emailed',
  body: HostSignUpRequest,
  responses: { 201: HostSignUpResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostVerifyEmail = defineEndpoint({
  operationId: 'hostVerifyEmail',
  method: 'POST',
  path: '/apis/host/auth/verify-email',
  tags,
  summary: 'Confirm the email with the emailed token, and sign in',
  body: HostTokenRequest,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'expired', 'rate_limited'],
});

export const hostResendVerification = defineEndpoint({
  operationId: 'hostResendVerification',
  method: 'POST',
  path: '/apis/host/auth/verify-email/resend',
  tags,
  summary: 'Send the confirmation link again (answers the same for any email)',
  body: HostEmailRequest,
  responses: { 202: AcceptedResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostSignIn = defineEndpoint({
  operationId: 'hostSignIn',
  method: 'POST',
  path: '/apis/host/auth/sign-in',
  tags,
  summary: 'Sign in with email and password',
  description: 'Answers a session, or a challenge to complete with the second factor. Limited per account and per client.',
  body: HostSignInRequest,
  responses: { 200: HostSignInResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostSignInTwoFactor = defineEndpoint({
  operationId: 'hostSignInTwoFactor',
  method: 'POST',
  path: '/apis/host/auth/sign-in/two-factor',
  tags,
  summary: 'Complete a sign-in with the authenticator code or a backup code',
  body: HostTwoFactorSignInRequest,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'unauthorized', 'expired', 'rate_limited'],
});

export const hostRequestMagicLink = defineEndpoint({
  operationId: 'hostRequestMagicLink',
  method: 'POST',
  path: '/apis/host/auth/magic-link',
  tags,
  summary: 'Email a sign-in link (also creates the account of a new email)',
  body: HostEmailRequest,
  responses: { 202: AcceptedResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostSignInWithMagicLink = defineEndpoint({
  operationId: 'hostSignInWithMagicLink',
  method: 'POST',
  path: '/apis/host/auth/magic-link/verify',
  tags,
  summary: 'Sign in with the emailed link’s token',
  body: HostTokenRequest,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'expired', 'rate_limited'],
});

export const hostRequestPasswordReset = defineEndpoint({
  operationId: 'hostRequestPasswordReset',
  method: 'POST',
  path: '/apis/host/auth/password-reset',
  tags,
  summary: 'Email a password reset link (answers the same for any email)',
  body: HostEmailRequest,
  responses: { 202: AcceptedResponse },
  errors: ['validation_failed', 'rate_limited'],
});

export const hostResetPassword = defineEndpoint({
  operationId: 'hostResetPassword',
  method: 'POST',
  path: '/apis/host/auth/password-reset/confirm',
  tags,
  summary: 'Set a new password with the emailed token; other sessions end',
  body: HostPasswordResetRequest,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'expired', 'rate_limited'],
});

export const hostSignOut = defineEndpoint({
  operationId: 'hostSignOut',
  method: 'POST',
  path: '/apis/host/auth/sign-out',
  tags,
  summary: 'End the current session',
  hostAccess: 'session',
  responses: { 204: z.undefined() },
  errors: ['unauthorized'],
});

export const hostMe = defineEndpoint({
  operationId: 'hostMe',
  method: 'GET',
  path: '/apis/host/me',
  tags,
  summary: 'The signed-in host and the organizations they belong to',
  hostAccess: 'session',
  responses: { 200: HostMe },
  errors: ['unauthorized'],
});

export const hostStartTwoFactor = defineEndpoint({
  operationId: 'hostStartTwoFactor',
  method: 'POST',
  path: '/apis/host/me/two-factor',
  tags,
  summary: 'Start turning on the second factor: the authenticator secret and backup codes',
  hostAccess: 'session',
  body: HostPasswordConfirmation,
  responses: { 200: HostTwoFactorSetup },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostConfirmTwoFactor = defineEndpoint({
  operationId: 'hostConfirmTwoFactor',
  method: 'POST',
  path: '/apis/host/me/two-factor/confirm',
  tags,
  summary: 'Turn the second factor on with a first code from the app',
  description: 'The session is renewed: use the returned session from now on.',
  hostAccess: 'session',
  body: HostTwoFactorCode,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

export const hostDisableTwoFactor = defineEndpoint({
  operationId: 'hostDisableTwoFactor',
  method: 'POST',
  path: '/apis/host/me/two-factor/disable',
  tags,
  summary: 'Turn the second factor off (needs the password)',
  description: 'The session is renewed: use the returned session from now on.',
  hostAccess: 'session',
  body: HostPasswordConfirmation,
  responses: { 200: HostSessionResponse },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
});

