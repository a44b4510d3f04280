import { amenity, amenityCategory } from './amenities/en.ts';
import { places } from './places/en.ts';
import { property } from './property/en.ts';
import { search } from './search/en.ts';
import { booking } from './booking/en.ts';
import { paymentPage } from './payment-page/en.ts';
import { consent } from './consent/en.ts';
import { mailbox } from './mailbox/en.ts';
import { emails } from './emails/en.ts';
import { checkin } from './checkin/en.ts';
import { agreement } from './agreement/en.ts';
import { identity } from './identity/en.ts';
import { deposit } from './deposit/en.ts';
import { hostEmails } from './host-emails/en.ts';
import { review } from './review/en.ts';
import { consoleTexts } from './console/en.ts';
import { consoleProperties } from './console-properties/en.ts';
import { consoleRatesTexts } from './console-rates/en.ts';
import { consolePricing } from './console-pricing/en.ts';
import { consoleBookings } from './console-bookings/en.ts';
import { consoleToday } from './console-today/en.ts';
import { consoleBookingActions } from './console-booking-actions/en.ts';
import { consoleContent } from './console-content/en.ts';
import { consoleSettings } from './console-settings/en.ts';
import { consoleBrand } from './console-brand/en.ts';
import { consoleCalendarSync } from './console-calendar-sync/en.ts';
import { consolePhotos } from './console-photos/en.ts';
import { messageEmails } from './message-emails/en.ts';
import { consoleMessages } from './console-messages/en.ts';
import { consoleReviews } from './console-reviews/en.ts';
import { consoleCalendarExport } from './console-calendar-export/en.ts';
import { automationEmails } from './automation-emails/en.ts';
import { consoleAutomations } from './console-automations/en.ts';
import { consoleWebhooks } from './console-webhooks/en.ts';
import { myBooking, myBookingEmails } from './my-booking/en.ts';

// The English catalog is the reference shape: `Catalog` is derived from it, and every other
// language must match it key for key (enforced by the type checker and by catalogs.test.ts).
// Texts quoted from the specification (§8) are kept word for word, punctuation included.
export const en = {
  language: {
    // Each language names itself: the switcher shows every language in its own name.
    name: 'English',
  },
  platform: {
    name: 'Direct',
    tagline: 'Holiday rental websites for hosts who take bookings directly.',
  },
  meta: {
    pageTitle: '{{page}} · {{brand}}',
    siteDescription: '{{brand}}: holiday homes you book directly with the host.',
  },
  shell: {
    skipToContent: 'Skip to main content',
    homePage: 'home page',
    primaryNavigation: 'Main menu',
    languageSwitcher: 'Language',
    contactHeading: 'Contact',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    copyright: '© {{year}} {{brand}}',
    poweredBy: 'Powered by {{platform}}',
  },
  nav: {
    home: 'Home',
    explore: 'Explore',
    destinations: 'Destinations',
    hosts: 'Hosts',
    blog: 'Blog',
    contact: 'Contact',
  },
  home: {
    title: 'Home',
    welcome:
      'Find your holiday home and book it directly with the people who look after it, with no middleman in between.',
    contactHeading: 'Get in touch',
    contactText: 'Questions about a stay? Write or call us, we are happy to help.',
    topRatedHeading: 'Top rated stays',
    exploreAll: 'Explore all properties',
    destinationsHeading: 'Destinations',
    allDestinations: 'All destinations',
    blogHeading: 'Latest from the blog',
    allPosts: 'All blog posts',
  },
  catalog: {
    fromPrice: '{{price}} a night on average over the next 30 days, before fees',
    ratingLabel: 'Rated {{rating}} out of 5',
    reviewCount_one: '{{count}} review',
    reviewCount_other: '{{count}} reviews',
    noReviews: 'No reviews yet',
    propertyCount_one: '{{count}} property',
    propertyCount_other: '{{count}} properties',
    sectionError: "We couldn't load this section right now. Please try again in a moment.",
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pageOf: 'page {{page}} of {{pages}}',
    titled: '{{title}}, page {{page}}',
  },
  explore: {
    title: 'Explore properties',
    intro: 'Every holiday home you can book with us, directly with the host.',
    count_one: '{{count}} property',
    count_other: '{{count}} properties',
    empty: 'There are no properties to show yet.',
  },
  destinations: {
    title: 'Destinations',
    intro: 'The places where our holiday homes are.',
    empty: 'There are no destinations to show yet.',
  },
  hosts: {
    title: 'Our hosts',
    intro: 'The people and companies who look after the homes you book here.',
  },
  blog: {
    title: 'Blog',
    intro: 'Travel tips, local news and stories from our hosts.',
    empty: 'There are no blog posts yet.',
    back: 'All blog posts',
    publishedOn: 'Published on',
    categories: 'Categories',
    tags: 'Tags',
  },
  errors: {
    statusCode: 'Error {{status}}',
    notFound: {
      title: 'Page not found',
      message: "We can't seem to find the page you're looking for",
      action: 'Go to the home page',
    },
    serverError: {
      title: 'Something went wrong',
      message: "Something went wrong on our side and we couldn't show this page. Please try again in a moment.",
      action: 'Go to the home page',
    },
    unavailable: {
      title: 'Temporarily unavailable',
      message: "We can't reach our booking system right now. Please try again in a few minutes.",
      action: 'Try again',
    },
    unregisteredDomain: {
      title: 'No website at this address',
      message:
        'There is no holiday rental website registered at {{hostname}}. Please check the address, or contact the host who gave it to you.',
    },
    timeout: 'Time Out Error',
    invalidCode: 'The code you entered is invalid.',
  },
  payment: {
    cardDecline: 'The payment was declined by your card provider. Please check your details and try again.',
    failed: 'An error occurred while processing your payment, Please try again or contact with your host.',
    processing: 'Your payment is processing, Please wait 5 minutes before trying again!',
  },
  contact: {
    sendFailed: 'Sending message failed',
    sendFailedHelp: 'Your message is still in the form below. Please try again in a moment, or write or call us directly.',
    title: 'Contact us',
    intro: 'Questions about a stay, a booking or one of our homes? Send {{brand}} a message and we will get back to you.',
    formHeading: 'Send us a message',
    detailsHeading: 'Contact details',
    detailsText: 'Prefer to write or call? You can reach us here too.',
    requiredNote: 'All fields are required unless marked optional.',
    name: 'Your name',
    email: 'Email address',
    phone: 'Phone number',
    subject: 'Subject',
    message: 'Message',
    optional: '(optional)',
    messageHint: 'At least {{min}} characters.',
    submit: 'Send message',
    sending: 'Sending…',
    sent: 'Thank you, your message has been sent. We will reply as soon as we can.',
    errorSummary_one: 'Please correct {{count}} field:',
    errorSummary_other: 'Please correct {{count}} fields:',
    honeypot: 'Leave this field empty',
    errors: {
      nameRequired: 'Please enter your name.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, like name@example.com.',
      phoneInvalid: 'Please enter a valid phone number: 7 to 15 digits; spaces, +, ( ) and - are fine.',
      messageRequired: 'Please write your message.',
      messageTooShort: 'Please write at least {{min}} characters.',
      tooLong: 'Please use at most {{max}} characters.',
      invalid: 'Please check this field.',
    },
  },
  newsletter: {
    failed: 'Subscription unsuccessful! Please try again later',
    alreadySubscribed: 'You are already subscribed to our newsletter.',
    heading: 'Newsletter',
    text: 'News, offers and travel tips from {{brand}}, about once a month. Unsubscribe at any time.',
    email: 'Your email address',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    subscribed: 'Thank you for subscribing! Look out for our next newsletter in your inbox.',
  },
  amenity,
  amenityCategory,
  search,
  property,
  places,
  booking,
  paymentPage,
  consent,
  mailbox,
  emails,
  checkin,
  agreement,
  identity,
  deposit,
  hostEmails,
  review,
  console: consoleTexts,
  consoleProperties,
  consoleRates: consoleRatesTexts,
  consolePricing,
  consoleBookings,
  consoleToday,
  consoleBookingActions,
  consoleContent,
  consoleSettings,
  consoleBrand,
  consoleCalendarSync,
  consolePhotos,
  messageEmails,
  consoleMessages,
  consoleReviews,
  consoleCalendarExport,
  automationEmails,
  consoleAutomations,
  consoleWebhooks,
  myBooking,
  myBookingEmails,
};

// Same nesting as the English catalog, every leaf a string.
export type Catalog = typeof en;
