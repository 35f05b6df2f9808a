/**
 * The document the client said they would upload, which the journey's texts and drawings
 * follow: a passport (its photo page only) or an identity card (front, then back); "document"
 * when the choice is not known.
 */
export type DocumentKind = "passport" | "idCard" | "document";

/**
 * What a photo of the journey shows: the identity document, a proof of address (a page in the
 * client's name at their address), a health certificate (an EU Digital COVID Certificate with its
 * QR code), or the client's face (a selfie).
 */
export type CaptureSubject = "document" | "addressProof" | "healthPass" | "selfie";

/** The subjects that are a page photographed whole, with the page camera and its examples. */
export type PageSubject = Extract<CaptureSubject, "addressProof" | "healthPass">;

export const isPageSubject = (subject: string): subject is PageSubject =>
  subject === "addressProof" || subject === "healthPass";
