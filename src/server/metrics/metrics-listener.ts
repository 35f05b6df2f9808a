/**
 * `GET /metrics` on a listener of its own (`METRICS_PORT`, on `METRICS_HOST`: loopback unless
 * set), never on the public port: the figures say how busy the product is, which is for its
 * operators. Anything but `GET /metrics` answers 404.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerMetrics } from "./server-metrics.ts";

export interface MetricsListener {
  /** http://host:port */
  origin: string;
  close(): Promise<void>;
}

export async function listenForMetrics(
  metrics: ServerMetrics,
  where: { host: string; port: number },
): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { "content-type": metrics.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { "content-type": "text/plain; charset=utf-8" })
          .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;
  return {
    origin: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
