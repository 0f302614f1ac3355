/** A select field's options, written as value → label in the order the admin lists them. */
export function selectOptions<const Labels extends Record<string, string>>(
  labels: Labels,
): { value: keyof Labels & string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }))
}
