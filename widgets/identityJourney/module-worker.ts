/**
 * Starts a module worker from its built file's address. Browsers start a worker only from the
 * page's own origin; where the widget is loaded from another (a broker's page embedding it from
 * the onboarding server, `host/`), a same-origin `blob:` module that imports the file starts it
 * (the file is served with CORS for that). The onboarding pages, same-origin, start it directly.
 */
export function moduleWorker(href: string): Worker {
  const url = new URL(href, import.meta.url);
  if (url.origin === globalThis.location.origin) return new Worker(url, { type: "module" });
  const shim = URL.createObjectURL(
    new Blob([`import ${JSON.stringify(url.href)};`], { type: "text/javascript" }),
  );
  try {
    return new Worker(shim, { type: "module" });
  } finally {
    // The worker holds the blob from here on.
    URL.revokeObjectURL(shim);
  }
}
