/** A file as a browser's form sends it (multipart/form-data, field `file`), for `inject` or a socket. */
import http from "node:http";

const BOUNDARY = "----onboarding-test-boundary";

export function multipartFile(fileName: string, bytes: Buffer, contentType: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    /** Where the file's own bytes begin in the payload. */
    fileOffset: head.length,
  };
}

/**
 * POSTs a payload over a real connection in two writes, the second `pauseMs` after the first, as
 * a slow network delivers it: the server reads the first part before the rest arrives.
 */
export function postInTwoParts(
  url: string,
  headers: Record<string, string>,
  payload: Buffer,
  splitAt: number,
  pauseMs = 300,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(payload.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
          }),
        );
      },
    );
    request.on("error", reject);
    request.write(payload.subarray(0, splitAt));
    setTimeout(() => request.end(payload.subarray(splitAt)), pauseMs);
  });
}
