/** What the browser needs to resume: the saved data of each step and where the flow stands. */
import type { Device } from "../../shared/flow/flow-definition.ts";
import { withoutWriteOnly } from "../../shared/schema/json-schema.ts";
import type { ProxyServices, Session } from "./proxy-services.ts";

export interface ApplicationState {
  /** The route the application resumes at. */
  route: string;
  /** Saved data per step, keyed by the step's route name. */
  steps: Record<string, Record<string, unknown>>;
  residenceCountry: string | null;
  registered: boolean;
}

export async function savedSteps(
  services: ProxyServices,
  applicationId: string,
): Promise<Record<string, Record<string, unknown>>> {
  const latest = await services.store.latestSubmissions(applicationId);
  return Object.fromEntries([...latest].map(([step, record]) => [step, record.data]));
}

export async function applicationState(
  services: ProxyServices,
  session: Session,
  device: Device,
): Promise<ApplicationState> {
  const steps = await savedSteps(services, session.application.id);
  return {
    route: services.navigator.resume(steps, device),
    steps,
    residenceCountry: session.application.residenceCountry,
    registered: session.application.email !== null,
  };
}

/** The step's data as stored: fields marked `writeOnly` (passwords, proofs) are dropped. */
export function storableData(
  services: ProxyServices,
  schemaName: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const step = services.files.steps.get(schemaName);
  return step ? withoutWriteOnly(step.schema, data) : data;
}
