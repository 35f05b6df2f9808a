/** A file as a browser's form sends it (multipart/form-data, field `file`), for `inject`. */
const BOUNDARY = "----onboarding-test-boundary";

export function multipartFile(fileName: string, bytes: Buffer, contentType: string) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
