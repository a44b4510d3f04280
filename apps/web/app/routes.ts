import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('apis/image/:imageId/:fileName', 'routes/image-proxy.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  // JSON for the browser's own requests (the browser never holds the API's token).
  route('resources/suggestions', 'routes/resources/suggestions.ts'),
  route('resources/stay-options', 'routes/resources/stay-options.ts'),
  route('resources/reviews', 'routes/resources/reviews.ts'),
  // Reserving (the property page's overlay) and paying (the payment terminal).
  route('resources/add-ons', 'routes/resources/add-ons.ts'),
  route('resources/booking-quote', 'routes/resources/booking-quote.ts'),
  route('resources/payment', 'routes/resources/payment.ts'),
  // Every page also answers under a language prefix (/de/…, /pt/…): the path is one of the
  // specification's language sources. Unknown prefixes are 404s (see language-scope.tsx).
  route(':lng?', 'routes/language-scope.tsx', [
    index('routes/home.tsx'),
    route('explore', 'routes/explore.tsx'),
    route('search', 'routes/search.tsx'),
    route('destinations', 'routes/destinations.tsx'),
    // SEO routes (completeRoute) resolved by the API: /destinations/<country>/<city>,
    // /hosts/<host>, /stays/<city>/<property>, /blog/<post>.
    route('destinations/*', 'routes/city.tsx'),
    route('hosts', 'routes/hosts.tsx'),
    route('hosts/*', 'routes/host.tsx'),
    route('stays/*', 'routes/property.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/*', 'routes/blog-post.tsx'),
    route('contact', 'routes/contact.tsx'),
    // The spec's payment routes (§2): the terminal, then the final success page.
    route('payment/booking_payment_terminal/:bookingCode/:accessToken', 'routes/payment-terminal.tsx'),
    route('payment/authenticate/:bookingCode/:accessToken', 'routes/payment-challenge.tsx'),
    route('booking-confirmation-success', 'routes/booking-confirmation-success.tsx'),
    // Online check-in (spec §2). Proof of access: the token in the path, or ?access= where the
    // spec's route has only the booking code.
    route('booking/checkin/:bookingCode/:accessToken', 'routes/checkin-hub.tsx'),
    route('booking/confirm-booking-first/:bookingCode', 'routes/checkin-general.tsx'),
    route('booking/confirm-booking-second/:bookingCode/:accessToken', 'routes/checkin-guests.tsx'),
    route('booking/arrival-time/:bookingCode/:accessToken', 'routes/arrival-time.tsx'),
    route('agreement/:bookingCode', 'routes/agreement.tsx'),
    route('booking/identity/:bookingCode/:accessToken', 'routes/checkin-identity.tsx'),
    route('deposit/booking_deposit_terminal/:bookingCode/:accessToken', 'routes/deposit-terminal.tsx'),
    route('booking/review/:bookingCode/:accessToken', 'routes/review.tsx'),
    // Development mailbox: every email the API wrote (served only when the API enables it).
    route('dev/mailbox', 'routes/dev-mailbox.tsx'),
    route('dev/mailbox/:messageId', 'routes/dev-mailbox-message.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
