/**
 * What a user sees where the configuration of a field cannot be rendered: a neutral, translated
 * notice. The detail (which field, why) goes to the console for the people who can fix it, never
 * to the page.
 */
import type { UnsupportedFieldProps } from "@rjsf/utils";
import { Component, useEffect, type ReactNode } from "react";
import type { Translator } from "../logic/translator.ts";
import { engineContextOf } from "./form-context.ts";

export const UNAVAILABLE_KEY = "common:fieldUnavailable";

function UnavailableNotice({ translator }: { translator: Translator }) {
  return <p className="notice notice--info">{translator.t(UNAVAILABLE_KEY)}</p>;
}

/** Replaces RJSF's "Unsupported field schema" block (which shows the raw schema). */
export function UnsupportedFieldTemplate({ fieldPathId, reason, registry }: UnsupportedFieldProps) {
  const { translator } = engineContextOf(registry);
  const id = fieldPathId?.$id ?? "field";
  useEffect(() => {
    console.error(
      `Form configuration: ${id} cannot be rendered: ${reason ?? "unsupported schema"}`,
    );
  }, [id, reason]);
  return <UnavailableNotice translator={translator} />;
}

interface FieldBoundaryProps {
  id: string;
  translator: Translator;
  children: ReactNode;
}

/** Keeps a widget that throws while rendering (an unknown `ui:widget`) from taking the form down. */
export class FieldBoundary extends Component<FieldBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(`Form configuration: ${this.props.id} cannot be rendered: ${detail}`);
  }

  override render(): ReactNode {
    if (this.state.failed) return <UnavailableNotice translator={this.props.translator} />;
    return this.props.children;
  }
}
