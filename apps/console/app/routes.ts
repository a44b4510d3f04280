import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/start/start.route.tsx'),
  route('sign-up', 'routes/sign-up/sign-up.route.tsx'),
  route('sign-up/check-email', 'routes/sign-up/check-email.route.tsx'),
  route('verify-email', 'routes/sign-up/verify-email.route.tsx'),
  route('sign-in', 'routes/sign-in/sign-in.route.tsx'),
  route('magic-link', 'routes/sign-in/magic-link.route.tsx'),
  route('forgot-password', 'routes/password/forgot-password.route.tsx'),
  route('reset-password', 'routes/password/reset-password.route.tsx'),
  route('sign-out', 'routes/sign-out/sign-out.route.ts'),
  route('invitations/accept', 'routes/invitations/accept.route.tsx'),
  route('dev/mailbox', 'routes/dev-mailbox/dev-mailbox.route.tsx'),
  route('dev/mailbox/:id', 'routes/dev-mailbox/dev-mailbox-message.route.tsx'),
  // Photos' thumbnails, from the API's public resize call (the console loads images from itself only).
  route('images/:imageId/:width', 'routes/property-photos/photo-image.route.ts'),
  layout('routes/signed-in/signed-in.route.tsx', [
    route('onboarding', 'routes/onboarding/onboarding.route.tsx'),
    route('organizations', 'routes/organizations/organizations.route.tsx'),
    route('account', 'routes/account/account.route.tsx'),
    route('o/:organizationId', 'routes/organization/organization.route.tsx', [
      index('routes/organization/home.route.tsx'),
      route('team', 'routes/team/team.route.tsx'),
      route('audit-log', 'routes/audit-log/audit-log.route.tsx'),
      route('api-keys', 'routes/api-keys/api-keys.route.tsx'),
      route('brands/:brandId', 'routes/brand/brand.route.tsx'),
      route('setup/brand', 'routes/onboarding/setup-brand.route.tsx'),
      route('properties/:propertyId/photos', 'routes/property-photos/property-photos.route.tsx'),
      route('properties/:propertyId/photos/upload', 'routes/property-photos/upload.route.ts'),
    ]),
  ]),
  route('*', 'routes/not-found/not-found.route.tsx'),
] satisfies RouteConfig;
