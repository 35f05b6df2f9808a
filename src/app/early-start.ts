/**
 * The page's first module, loaded on its own (`async`) ahead of the app: the start-up calls go
 * out, and the browser's locale data is warmed, while the app's code is still downloading. The
 * app imports it too, so a page without the early tag (the dev server) still runs it, once.
 */
import { sendEarlyCalls } from "../flow/early-calls.ts";
import { warmLocaleData } from "./warm-locale-data.ts";

sendEarlyCalls();
warmLocaleData(document.documentElement.lang);
