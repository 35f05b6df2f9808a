import type { CSSProperties } from "react";

interface PrefillCheckProps {
  /** How long the animation runs; the check of the data follows it. */
  durationMs: number;
  text: string;
}

/** Shown while prefilled data is checked: a status message and a bar filling for the duration. */
export function PrefillCheck({ durationMs, text }: PrefillCheckProps) {
  const style = { "--prefill-duration": `${durationMs}ms` } as CSSProperties;
  return (
    <div className="prefill-check" role="status" data-testid="prefill-check">
      <p className="prefill-check__text">{text}</p>
      <div className="prefill-check__track" aria-hidden="true">
        <div className="prefill-check__bar" style={style} />
      </div>
    </div>
  );
}
