import type { ReactNode } from 'react';

/** A card's facts as a description list: each label (a table's column name) and its value, one per line. */
export function CardFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}>{label}</dt>
          <dd style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
