/** The browser, device and operating system analytics events carry (spec §7 "dc"). */

export interface ClientEnvironment {
  browser: string;
  device: "mobile" | "tablet" | "desktop";
  os: string;
}

/** Browser, device and operating system from a user agent string. */
export function clientEnvironment(userAgent: string): ClientEnvironment {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "Other";
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "Other";
  const device = /iPad|Tablet/.test(userAgent)
    ? "tablet"
    : /Mobi|iPhone|Android/.test(userAgent)
      ? "mobile"
      : "desktop";
  return { browser, device, os };
}
