import { Input } from '@mantine/core';
import { useId } from 'react';

/** A labelled native file input limited to one extension (.csv or .zip). */
export function FilePicker({
  label,
  accept,
  onChange,
  disabled,
}: {
  label: string;
  accept: '.csv' | '.zip';
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        style={{ display: 'block', marginTop: 4 }}
      />
    </Input.Wrapper>
  );
}
