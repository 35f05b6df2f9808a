/** The build's country and month names by language tag (scripts/build/locale-names.ts). */
declare module "virtual:locale-names" {
  type LocaleNames = import("../engine/logic/locale-names-store.ts").LocaleNames;

  export const localeNameLoaders: Readonly<
    Record<string, (() => Promise<{ default: LocaleNames }>) | undefined>
  >;
}
