/**
 * "Check your answers" (WCAG 3.3.4): every earlier step's saved answers, in the flow's order,
 * each step with a link back to change it. Shown above the form of a route marked `review`.
 */
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { countryName, type Translator } from "../../engine/index.ts";
import { ONBOARDING_FLOW } from "../../flow/flow-file.ts";
import { pathOfRoute } from "../../flow/route-paths.ts";
import { loadStepModule, type StepModule } from "../../flow/step-modules.ts";
import { goToRoute } from "../follow-answer.ts";
import { loadNamespace } from "../i18n.ts";
import { useAppContext } from "../session-context.ts";

/** Widgets whose fields are not answers to show (set by the app, or opening a block). */
const UNSHOWN_WIDGETS = new Set(["hidden", "blockToggle", "proofOfWork", "codeBoxes"]);
const COUNTRY_WIDGETS = new Set(["countrySelect", "phonePrefix"]);

interface ReviewedStep {
  route: string;
  namespace: string;
  module: StepModule;
}

export function answerText(
  translator: Translator,
  namespace: string,
  field: string,
  value: unknown,
  uiField: Record<string, unknown>,
): string {
  const options = (uiField["ui:options"] ?? {}) as {
    labels?: Record<string, string>;
    prefixes?: Record<string, string>;
  };
  const widget = String(uiField["ui:widget"]);
  const key = `${namespace}:fields.${field}.enum.${String(value)}`;
  if (translator.exists(key)) return translator.t(key);
  const date = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (date && widget === "dateParts") {
    const [, year, month, day] = date.map(Number) as [number, number, number, number];
    return new Intl.DateTimeFormat(translator.intlTag, {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year, month - 1, day)));
  }
  if (widget === "phonePrefix" && typeof value === "string" && options.prefixes?.[value])
    return `+${options.prefixes[value]} ${countryName(value, translator.intlTag)}`;
  if (options.labels && typeof value === "string" && options.labels[value])
    return options.labels[value];
  if (typeof value === "boolean") return translator.t(value ? "common:yes" : "common:no");
  if (typeof value === "string" && COUNTRY_WIDGETS.has(widget) && /^[A-Z]{2}$/.test(value))
    return countryName(value, translator.intlTag);
  return String(value);
}

export function AnswersReview({ before }: { before: string }) {
  const { state, translator } = useAppContext();
  const snap = useSnapshot(state);
  const [steps, setSteps] = useState<ReviewedStep[] | undefined>();
  const language = snap.locale.language;

  useEffect(() => {
    let cancelled = false;
    const routes = [];
    for (const route of ONBOARDING_FLOW.routes) {
      if (route.name === before) break;
      if (!route.public && route.schema && route.path && snap.steps[route.name])
        routes.push({ route: route.name, namespace: route.schema });
    }
    void Promise.all(
      routes.map(async ({ route, namespace }) => {
        const [module] = await Promise.all([
          loadStepModule(namespace),
          loadNamespace(language, namespace),
        ]);
        return { route, namespace, module };
      }),
    ).then((loaded) => !cancelled && setSteps(loaded));
    return () => {
      cancelled = true;
    };
  }, [before, language, snap.steps]);

  if (!steps) return null;
  return (
    <div className="answers-review">
      {steps.map(({ route, namespace, module }) => {
        const data = snap.steps[route] ?? {};
        const order = (module.uiSchema["ui:order"] as string[] | undefined) ?? Object.keys(data);
        const rows = order.filter((field) => {
          const uiField = (module.uiSchema[field] ?? {}) as Record<string, unknown>;
          return (
            data[field] !== undefined &&
            !UNSHOWN_WIDGETS.has(String(uiField["ui:widget"])) &&
            translator.exists(`${namespace}:fields.${field}.label`)
          );
        });
        if (!rows.length) return null;
        const title = translator.t(`${namespace}:title`);
        const headingId = `review-${route}`;
        return (
          <section key={route} className="answers-review__step" aria-labelledby={headingId}>
            <div className="answers-review__header">
              <h2 id={headingId}>{title}</h2>
              <a
                href={`${state.basePath}${pathOfRoute(ONBOARDING_FLOW, route) ?? "/"}`}
                onClick={(event) => {
                  event.preventDefault();
                  goToRoute(state, ONBOARDING_FLOW, route);
                }}
              >
                {translator.t("common:change")}
                <span className="visually-hidden"> {title}</span>
              </a>
            </div>
            <dl>
              {rows.map((field) => (
                <div key={field} className="answers-review__row">
                  <dt>{translator.t(`${namespace}:fields.${field}.label`)}</dt>
                  <dd>
                    {answerText(
                      translator,
                      namespace,
                      field,
                      data[field],
                      (module.uiSchema[field] ?? {}) as Record<string, unknown>,
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
