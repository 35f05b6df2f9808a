/**
 * The round capture button of the selfie and page cameras (widget spec §2): a circle with its
 * caption beneath; while it cannot take a photo it says so (`aria-disabled`) and does nothing.
 */
interface RoundShutterProps {
  label: string;
  disabled: boolean;
  onTake: () => void;
}

export function RoundShutter({ label, disabled, onTake }: RoundShutterProps) {
  return (
    <button
      type="button"
      className="round-shutter"
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onTake();
      }}
    >
      <span className="round-shutter__circle" aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}
