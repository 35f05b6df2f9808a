import { useAppContext } from "../session-context.ts";
import { useHeadingFocus } from "./use-heading-focus.ts";

/** A route of the flow whose screen comes later: a plain page naming the route. */
export function NotBuiltScreen({ route }: { route: string }) {
  const { translator } = useAppContext();
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section className="screen" data-route={route}>
      <h1 ref={heading} tabIndex={-1}>
        {translator.t("common:notBuilt.title", { route })}
      </h1>
      <p>{translator.t("common:notBuilt.body", { route })}</p>
    </section>
  );
}
