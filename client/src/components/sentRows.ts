/**
 * The rows a list sends (trimmed, blank ones left out), and where the `i`-th one sent sits among the
 * rows, so a problem the server reports for `links[1]` marks the right row; -1 when there is none.
 */
export function sentRows(rows: string[]): { values: string[]; rowOf: (index: number) => number } {
  const kept = rows.flatMap((text, row) => (text.trim() ? [{ value: text.trim(), row }] : []));
  return {
    values: kept.map((item) => item.value),
    rowOf: (index) => kept[index]?.row ?? -1,
  };
}
