/**
 * bench:ui's `--prepare` for the product's page: prints the local storage the page starts with,
 * a fresh session registered through the product's API with what its registration asks today
 * (scripts/real-server.ts), standing on personal data. The benchmark's own example script
 * registers with the fields of an earlier registration step.
 *
 *   node --import tsx scripts/bench-page/new-session.ts http://127.0.0.1:PORT
 */
import { TOKEN_KEY } from "../../src/flow/stored-session.ts";
import { registeredSession } from "../real-server.ts";

const origin = process.argv[2];
if (!origin) throw new Error("usage: new-session.ts http://127.0.0.1:PORT");
console.log(JSON.stringify({ [TOKEN_KEY]: await registeredSession(origin) }));
