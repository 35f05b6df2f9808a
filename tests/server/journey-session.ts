/** An application at the upload page, for the journey tests: registered, "from this device", a document chosen. */
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
