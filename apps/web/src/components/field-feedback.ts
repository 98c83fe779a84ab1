/**
 * Buttons beside labelled inputs in a row aligned to the top (`Group align="flex-start"`) line up with the
 * inputs, below their labels, whether or not a problem shows under an input: this is the label's height.
 */
export const INPUT_LABEL_OFFSET = 25;

/** A field's problem as Mantine shows it under the input: announced, tied to it (aria-describedby), aria-invalid. */
export function problemProps(problem: string | null | undefined) {
  return problem ? { error: problem, errorProps: { role: 'alert' } as const } : {};
}
