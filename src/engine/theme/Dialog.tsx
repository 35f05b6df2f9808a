import { useEffect, useId, useRef, type ReactNode } from "react";

interface DialogProps {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose: () => void;
}

/** A modal dialog: labelled by its title, focus moved in on open and back on close, Escape closes. */
export function Dialog({ title, children, actions, onClose }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
