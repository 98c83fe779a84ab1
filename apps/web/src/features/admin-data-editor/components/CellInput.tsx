import { Checkbox, Text, TextInput } from '@mantine/core';
import type { CellValue, ColumnInfo } from '@tradehall/contracts';

/** One grid cell: the key and server-kept columns are shown, the others edited (booleans as a checkbox). */
export function CellInput({
  column,
  value,
  label,
  readOnly,
  onChange,
}: {
  column: ColumnInfo;
  value: CellValue | undefined;
  label: string;
  readOnly: boolean;
  onChange: (value: CellValue) => void;
}) {
  if (column.kind === 'key' || column.kind === 'system') {
    return (
      <Text size="xs" c={column.kind === 'system' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value === null || value === undefined ? '' : String(value)}
      </Text>
    );
  }
  if (column.kind === 'boolean') {
    return (
      <Checkbox
        aria-label={label}
        checked={value === true || value === 'true'}
        disabled={readOnly}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  return (
    <TextInput
      aria-label={label}
      size="xs"
      value={value === null || value === undefined ? '' : String(value)}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
      miw={column.kind === 'integer' ? 70 : 140}
    />
  );
}
