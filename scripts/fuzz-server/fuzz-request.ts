/** One request of the fuzz: what is sent, how the report names it, and what reads its answer. */
export interface FuzzRequest {
  /** What was wrong with it, for the report: `personal-data-confirm: too long in firstName`. */
  label: string;
  /** The action it is sent to (its catalogue key), for requests under `/api/form/`. */
  actionKey?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Takes what the answer gives later requests (a journey's scan token). */
  onAnswer?: (status: number, body: string) => void;
}

export const JSON_TYPE = "application/json";
