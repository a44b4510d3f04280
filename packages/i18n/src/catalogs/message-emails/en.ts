// The email a guest receives when the host writes in the booking's conversation (server only).
export const messageEmails = {
  subject: 'A message about your stay at {{property}} ({{code}})',
  greeting: 'Hello {{name}},',
  signature: '{{author}}, {{brand}}',
  replyHint: 'Just reply to this email to answer; your reply goes straight to us.',
};
