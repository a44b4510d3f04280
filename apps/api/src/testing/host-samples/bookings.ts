import type { HostOperationSamples } from './sample.ts';

// The host's bookings: ids that don't exist (an allowed role gets that booking's 404).
export const bookingSamples: HostOperationSamples = {
  hostListBookings: { query: { status: 'confirmed', q: 'smith' } },
  hostExportBookings: { query: { unpaid: 'true' } },
  hostGetBooking: { params: { bookingId: 999_999 } },
  hostGetBookingGuests: { params: { bookingId: 999_999 } },
  hostDownloadBookingAgreement: { params: { bookingId: 999_999 } },
  hostCreateDocumentLink: { params: { bookingId: 999_999, documentId: 999_999 } },
  hostViewDocument: { params: { bookingId: 999_999, documentId: 999_999 }, query: { token: '1.bad' } },
  hostExportBookingRegistration: { params: { bookingId: 999_999 }, query: { format: 'es_ses' } },
};
