/** A spinner with what is happening (initializing, verifying), announced to screen readers. */
export function StatusLine({ text }: { text: string }) {
  return (
    <p className="capture-status" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
