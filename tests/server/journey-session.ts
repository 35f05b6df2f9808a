/** An application at the upload page, for the journey tests: registered, "from this device", a document chosen. */
import { multipartFile } from "./multipart-upload.ts";
import { registeredInStore, savedSteps, type TestServer } from "./test-server.ts";

/** The document choice's values (spec: PASSPORT=1, ID=2). */
export const PASSPORT = 1;
export const ID_CARD = 2;

export async function atUploadPage(
  server: TestServer,
  label = "journey",
  documentType = PASSPORT,
): Promise<{ token: string; email: string }> {
  const registered = await registeredInStore(server, label);
  await savedSteps(server, registered.token, {
    dataUploadChoice: { dataUploadChoice: 2 },
    desktopDocumentChoice: { documentType },
  });
  return registered;
}

/** Posts a photo to the journey's upload, as the capture page does, and answers status and body. */
export async function uploadCapture(
  server: TestServer,
  gbgToken: string,
  bytes: Buffer,
  fileName = "front.jpg",
  language = "en",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = multipartFile(fileName, bytes, "image/jpeg");
  const response = await server.app.inject({
    method: "POST",
    url: `/journey-service/idscanenterprisesvc/journey/upload?lang=${language}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${gbgToken}` },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** The journey's result as the capture page reads it (`journey/get`). */
export async function journeyResultOf(
  server: TestServer,
  gbgToken: string,
  journeyId: string,
): Promise<Record<string, unknown>> {
  const response = await server.app.inject({
    method: "GET",
    url: `/journey-service/idscanenterprisesvc/journey/get?journeyId=${journeyId}`,
    headers: { authorization: `Bearer ${gbgToken}` },
  });
  return response.json<Record<string, unknown>>();
}

/** An application at the upload page and its scan session: the tokens and the journey's id. */
export async function scanSessionAt(
  server: TestServer,
  label: string,
  documentType = PASSPORT,
): Promise<{ token: string; gbgToken: string; journeyId: string }> {
  const { token } = await atUploadPage(server, label, documentType);
  const answer = await server.post("get-idscan-token", { languageCode: "EN", token });
  return {
    token,
    gbgToken: answer.body.gbgToken as string,
    journeyId: answer.body.journeyId as string,
  };
}
