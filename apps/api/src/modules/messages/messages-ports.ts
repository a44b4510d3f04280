// What other domains may ask of the guest conversations: a message from the guest written by the
// site on their behalf (a "My booking" request to change dates), stored as an inbound message the
// host sees in the booking's conversation. `key` makes a retry store it once.
export interface GuestMessages {
  fromGuest(organizationId: number, bookingId: number, input: { authorName: string; subject: string; body: string; key: string }): Promise<{ stored: boolean }>;
}
