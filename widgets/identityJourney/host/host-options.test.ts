// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOST_ERROR_MESSAGES, IdentityJourneyError, type HostErrorCode } from "./host-errors.ts";
import { readHostOptions, type HostWindow } from "./host-options.ts";

const scanSession = () => Promise.resolve({});
const backendUrl = "https://journey.example/";
let container: HTMLDivElement;

beforeEach(() => {
  // jsdom draws nothing: a canvas with a 2D context is what a browser gives.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(
    {} as ReturnType<HTMLCanvasElement["getContext"]>,
  );
  container = document.createElement("div");
  container.id = "identity";
  document.body.append(container);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function refusal(options: unknown, host?: HostWindow | null): IdentityJourneyError {
  try {
    readHostOptions(options, host);
  } catch (error) {
    if (error instanceof IdentityJourneyError) return error;
    throw error;
  }
  throw new Error("not refused");
}

function expectRefused(
  options: unknown,
  code: HostErrorCode,
  parameter?: string,
  host?: HostWindow | null,
) {
  const error = refusal(options, host);
  expect(error.code).toBe(code);
  expect(error.parameter).toBe(parameter);
  expect(error.message).toBe(
    parameter === undefined
      ? HOST_ERROR_MESSAGES[code]
      : `${HOST_ERROR_MESSAGES[code]} (${parameter})`,
  );
}

describe("the host API's options", () => {
  it("takes a container by selector and fills in the defaults", () => {
    const settings = readHostOptions({
      container: "#identity",
      backendUrl: "/journey/",
      scanSession,
    });
    expect(settings.container).toBe(container);
    expect(settings.backendUrl).toBe(`${location.origin}/journey/`);
    expect(settings).toMatchObject({
      language: "en",
      inputProvider: "filesystem",
      document: "document",
    });
  });

  it("uses the first input provider the embedded widget offers", () => {
    const settings = readHostOptions({
      container,
      backendUrl,
      scanSession,
      inputProviders: ["camera", "filesystem"],
      language: "pl",
      document: "idCard",
    });
    expect(settings).toMatchObject({
      inputProvider: "filesystem",
      language: "pl",
      document: "idCard",
    });
  });

  it("is browser-only, and needs fetch and FormData", () => {
    expectRefused(
      { container, backendUrl, scanSession },
      "browserOnly",
      "mountIdentityJourney",
      null,
    );
    const withoutFetch = { document, location } as HostWindow;
    expectRefused(
      { container, backendUrl, scanSession },
      "unsupportedEnvironment",
      "fetch and FormData are needed",
      withoutFetch,
    );
  });

  it("refuses options that are not an object", () => {
    expectRefused(null, "invalidValue", "options");
    expectRefused("#identity", "invalidValue", "options");
  });

  it("refuses a container that is neither an element nor a selector, or is not in the page", () => {
    expectRefused({ container: 7, backendUrl, scanSession }, "containerNotElement", "container");
    expectRefused(
      { container: "##", backendUrl, scanSession },
      "containerNotElement",
      'container "##"',
    );
    expectRefused(
      { container: "#nowhere", backendUrl, scanSession },
      "containerMissing",
      'container "#nowhere"',
    );
    const detached = document.createElement("div");
    expectRefused(
      { container: detached, backendUrl, scanSession },
      "containerMissing",
      "container",
    );
  });

  it("refuses a missing or unusable backend URL", () => {
    expectRefused({ container, scanSession }, "backendUrlMissing", "backendUrl");
    expectRefused({ container, backendUrl: "", scanSession }, "backendUrlMissing", "backendUrl");
    expectRefused({ container, backendUrl: 42, scanSession }, "invalidValue", "backendUrl");
    expectRefused(
      { container, backendUrl: "ftp://files/", scanSession },
      "invalidValue",
      "backendUrl",
    );
    expectRefused(
      { container, backendUrl: "http://[x", scanSession },
      "invalidValue",
      "backendUrl",
    );
  });

  it("needs the scanning-token call as a function", () => {
    expectRefused({ container, backendUrl }, "callbackNotFunction", "scanSession");
    expectRefused(
      { container, backendUrl, scanSession: "token" },
      "callbackNotFunction",
      "scanSession",
    );
  });

  it("refuses a language or a document it does not know", () => {
    expectRefused(
      { container, backendUrl, scanSession, language: "xx" },
      "invalidValue",
      "language",
    );
    expectRefused(
      { container, backendUrl, scanSession, document: "visa" },
      "invalidValue",
      "document",
    );
  });

  it("refuses input providers: none, an unknown one, none it offers", () => {
    const base = { container, backendUrl, scanSession };
    expectRefused({ ...base, inputProviders: "filesystem" }, "invalidValue", "inputProviders");
    expectRefused({ ...base, inputProviders: [] }, "inputProviderNotSpecified");
    expectRefused(
      { ...base, inputProviders: ["filesystem", "fax"] },
      "inputProviderNotRetrieved",
      'inputProviders "fax"',
    );
    expectRefused(
      { ...base, inputProviders: ["camera", "scanner"] },
      "inputProviderNotAvailable",
      "inputProviders camera, scanner",
    );
  });

  it("needs a canvas to draw on", () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    expectRefused({ container, backendUrl, scanSession }, "canvasContextUnavailable");
  });
});
