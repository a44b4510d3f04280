import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('apis/image/:imageId/:fileName', 'routes/image-proxy.route.ts'),
  // Photos' renditions, by width (the nearest) or exactly (the same proxy), and the site's short
  // form of the resize call its pages use in srcset: /images/<id>/<width>[.avif|.webp|.jpg].
  route('apis/attachments/resize/:imageId/:width/:fileName', 'routes/image-proxy.route.ts', { id: 'image-resize-proxy' }),
  route('apis/attachments/renditions/:imageId/:format/:width/:fileName', 'routes/image-proxy.route.ts', { id: 'image-rendition-proxy' }),
  route('images/:imageId/:width', 'routes/image-proxy.route.ts', { id: 'image-width-proxy' }),
  route('sitemap.xml', 'routes/seo/sitemap-xml.route.ts'),
  route('robots.txt', 'routes/seo/robots-txt.route.ts'),
  // JSON for the browser's own requests (the browser never holds the API's token).
  route('resources/suggestions', 'routes/search/resources/suggestions.route.ts'),
  route('resources/stay-options', 'routes/property/resources/stay-options.route.ts'),
  route('resources/reviews', 'routes/property/resources/reviews.route.ts'),
  // Reserving (the property page's overlay) and paying (the payment terminal).
  route('resources/add-ons', 'routes/property/resources/add-ons.route.ts'),
  route('resources/booking-quote', 'routes/property/resources/booking-quote.route.ts'),
  route('resources/lazy-texts', 'routes/property/resources/lazy-texts.route.ts'),
  route('resources/payment', 'routes/payment/resources/payment.route.ts'),
  // "My booking"'s files (agreement, receipts, invoice), streamed from the API.
  route('resources/my-booking-files/:bookingCode/:accessToken/:fileId', 'routes/manage/resources/guest-file.route.ts'),
  // Opayo's 3-D Secure notification URL (the issuer's page posts the challenge's answer here).
  route('payment/opayo/3ds/:bookingCode/:accessToken', 'routes/payment/resources/opayo-challenge-return.route.ts'),
  // The cookie banner's choice when the page's JavaScript hasn't run (decision 0033).
  route('resources/consent', 'routes/consent/resources/consent.route.ts'),
  // Every page also answers under a language prefix (/de/…, /pt/…): the path is one of the
  // specification's language sources. Unknown prefixes are 404s (see language-scope.tsx).
  route(':lng?', 'routes/language-scope.route.tsx', [
    index('routes/home/home.route.tsx'),
    route('explore', 'routes/places/explore.route.tsx'),
    route('search', 'routes/search/search.route.tsx'),
    route('destinations', 'routes/places/destinations.route.tsx'),
    // SEO routes (completeRoute) resolved by the API: /destinations/<country>/<city>,
    // /hosts/<host>, /stays/<city>/<property>, /blog/<post>.
    route('destinations/*', 'routes/places/city.route.tsx'),
    route('hosts', 'routes/places/hosts.route.tsx'),
    route('hosts/*', 'routes/places/host.route.tsx'),
    route('stays/*', 'routes/property/property.route.tsx'),
    route('blog', 'routes/blog/blog.route.tsx'),
    route('blog/*', 'routes/blog/blog-post.route.tsx'),
    route('contact', 'routes/contact/contact.route.tsx'),
    // The spec's payment routes (§2): the terminal, then the final success page.
    route('payment/booking_payment_terminal/:bookingCode/:accessToken', 'routes/payment/payment-terminal.route.tsx'),
    route('payment/authenticate/:bookingCode/:accessToken', 'routes/payment/payment-challenge.route.tsx'),
    // Where redirect-based payments return (3-D Secure, PayPal): the spec's 5-second redirect helper.
    route('payment/redirect/:bookingCode/:accessToken', 'routes/payment/payment-redirect.route.tsx'),
    route('booking-confirmation-success', 'routes/payment/booking-confirmation-success.route.tsx'),
    // Online check-in (spec §2). Proof of access: the token in the path, or ?access= where the
    // spec's route has only the booking code.
    route('booking/checkin/:bookingCode/:accessToken', 'routes/checkin/checkin-hub.route.tsx'),
    route('booking/confirm-booking-first/:bookingCode', 'routes/checkin/checkin-general.route.tsx'),
    route('booking/confirm-booking-second/:bookingCode/:accessToken', 'routes/checkin/checkin-guests.route.tsx'),
    route('booking/arrival-time/:bookingCode/:accessToken', 'routes/checkin/arrival-time/arrival-time.route.tsx'),
    route('agreement/:bookingCode', 'routes/agreement/agreement.route.tsx'),
    route('booking/identity/:bookingCode/:accessToken', 'routes/checkin/identity/checkin-identity.route.tsx'),
    route('deposit/booking_deposit_terminal/:bookingCode/:accessToken', 'routes/deposit/deposit-terminal.route.tsx'),
    route('booking/card/:bookingCode/:accessToken', 'routes/card/card.route.tsx'),
    route('booking/review/:bookingCode/:accessToken', 'routes/review/review.route.tsx'),
    // "My booking": the guest's own page, and the form that emails a link to it.
    route('booking/manage', 'routes/manage/find-booking.route.tsx'),
    route('booking/manage/:bookingCode/:accessToken', 'routes/manage/my-booking.route.tsx'),
    // Development mailbox: every email the API wrote (served only when the API enables it).
    route('dev/mailbox', 'routes/mailbox/dev-mailbox.route.tsx'),
    route('dev/mailbox/:messageId', 'routes/mailbox/dev-mailbox-message.route.tsx'),
    route('*', 'routes/not-found.route.tsx'),
  ]),
] satisfies RouteConfig;
