/** Where the Prometheus metrics are answered: settings of ServerConfig's, read here. */

export interface MetricsSettings {
  /**
   * `METRICS_PORT` and `METRICS_HOST`: `GET /metrics` on a listener of its own, on loopback unless
   * `METRICS_HOST` says otherwise (the scraper's network, never the public one). Without
   * `METRICS_PORT` there is none. @default undefined
   */
  metrics: { host: string; port: number } | undefined;
}

export function readMetricsSettings(env: NodeJS.ProcessEnv): MetricsSettings {
  const port = env.METRICS_PORT?.trim();
  if (port === undefined || port === "") return { metrics: undefined };
  const number = Number(port);
  if (!Number.isInteger(number) || number < 0 || number > 65_535)
    throw new Error(`METRICS_PORT must be a port number (0 to 65535), not "${port}"`);
  return { metrics: { host: env.METRICS_HOST?.trim() || "127.0.0.1", port: number } };
}
