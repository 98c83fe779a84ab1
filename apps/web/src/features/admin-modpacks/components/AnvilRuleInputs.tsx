import { NativeSelect, TextInput } from '@mantine/core';
import { ANVIL_PRIOR_WORK_LABELS, ANVIL_PRIOR_WORK_RULES } from '@tradehall/contracts';
import type { ComponentPropsWithoutRef } from 'react';

/** The prior-work rules as select options. */
export const PRIOR_WORK_OPTIONS = ANVIL_PRIOR_WORK_RULES.map((value) => ({
  value,
  label: ANVIL_PRIOR_WORK_LABELS[value],
}));

type TextProps = ComponentPropsWithoutRef<typeof TextInput>;
type SelectProps = ComponentPropsWithoutRef<typeof NativeSelect>;

/** The level cap as text: empty for no cap. */
export function LevelCapInput(props: TextProps) {
  return <TextInput placeholder="No cap" inputMode="numeric" {...props} />;
}

export function PriorWorkSelect(props: SelectProps) {
  return <NativeSelect data={PRIOR_WORK_OPTIONS} {...props} />;
}

/** 'No cap' or the number, as a read-only cell shows it. */
export const levelCapText = (cap: number | null): string => (cap === null ? 'No cap' : String(cap));
