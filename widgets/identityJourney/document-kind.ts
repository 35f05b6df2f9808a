/**
 * The document the client said they would upload, which the journey's texts and drawings
 * follow: a passport (its photo page only) or an identity card (front, then back); "document"
 * when the choice is not known.
 */
export type DocumentKind = "passport" | "idCard" | "document";

/**
 * What a photo of the journey shows: the identity document, a proof of address (a page in the
 * client's name at their address), or the client's face (a selfie).
 */
export type CaptureSubject = "document" | "addressProof" | "selfie";
