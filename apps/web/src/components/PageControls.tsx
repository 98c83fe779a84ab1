import { Pagination } from '@mantine/core';

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  dots: 'More pages',
} as const;

/**
 * Mantine's Pagination with a name on every button ('Previous page', 'Page 3', the current one marked
 * aria-current), inside a navigation landmark named `label`.
 */
export function PageControls({
  label,
  total,
  value,
  onChange,
  size,
}: {
  label: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        size={size}
        getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
        getItemProps={(page) => ({
          'aria-label': `Page ${page}`,
          'aria-current': page === value ? 'page' : undefined,
        })}
      />
    </nav>
  );
}
