/** Options cut into runs of one group each, in list order, for the list's `group` elements. */
export interface GroupRun<Option> {
  /** The run's heading; none for options outside any group. */
  group: string | undefined;
  /** The index of the run's first option in the whole list (a stable key). */
  first: number;
  options: Option[];
}

export function groupRuns<Option extends { group?: string }>(
  options: readonly Option[],
): GroupRun<Option>[] {
  const runs: GroupRun<Option>[] = [];
  options.forEach((option, index) => {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, first: index, options: [option] });
  });
  return runs;
}
