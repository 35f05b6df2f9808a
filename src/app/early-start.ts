/** The page's first module (index.html): the start-up calls go out before the app has loaded. */
import { sendEarlyCalls } from "../flow/early-calls.ts";

sendEarlyCalls();
