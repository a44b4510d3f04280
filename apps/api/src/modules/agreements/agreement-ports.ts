// What other domains may ask of the agreements: the signed PDF of a booking of an organization
// (the host's booking page offers it for download).
export interface SignedAgreements {
  /** The signed agreement's PDF; null when the booking has none (not signed, or the file is gone). */
  signedPdf(organizationId: number, bookingId: number): Promise<{ bytes: Uint8Array; filename: string } | null>;
}
