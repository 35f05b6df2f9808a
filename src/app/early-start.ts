/**
 * The page's first module, loaded on its own (`async`) ahead of the app: the start-up calls go
 * out while the app's code is still downloading. The app imports it too, so a page without the
 * early tag (the dev server) still runs it, once.
 */
import { sendEarlyCalls } from "../flow/early-calls.ts";

sendEarlyCalls();
