import type { HostOperationSamples } from './sample.ts';

// Reviews and guest messages: a review or booking that doesn't exist is fine (an allowed role gets
// its 404); the bodies are valid.
const review = { reviewId: 999_999 };
const booking = { bookingId: 999_999 };

export const reviewMessageSamples: HostOperationSamples = {
  hostListReviews: {},
  hostReviewStats: {},
  hostReplyToReview: { params: review, body: { text: 'Thank you for staying with us.' } },
  hostDeleteReviewReply: { params: review },
  hostHideReview: { params: review, body: { reason: 'Not about the stay' } },
  hostUnhideReview: { params: review },
  hostListConversations: {},
  hostGetConversation: { params: booking },
  hostSendMessage: { params: booking, body: { body: 'Your key is in the box by the door.' } },
  hostMarkConversationRead: { params: booking },
  hostMessageAttachmentLink: { params: { ...booking, messageId: 999_999, documentId: 999_999 } },
};
