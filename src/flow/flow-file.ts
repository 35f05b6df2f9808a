/** The onboarding flow file, as the browser reads it. */
import flowJson from "../../flows/onboarding.flow.json";
import type { FlowDefinition } from "../shared/flow/flow-definition.ts";

export const ONBOARDING_FLOW = flowJson as unknown as FlowDefinition;
