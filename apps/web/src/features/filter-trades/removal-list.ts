/** The removal list grouped by hall, as a CSV file and as a printable page. Pure. */
import type { FilterRemovalRow } from '@tradehall/contracts';

/** One hall (a town's location) and its removable villagers, in slot order. */
export interface HallRemovals {
  town: string;
  location: string;
  rows: FilterRemovalRow[];
}

/** The rows grouped by town and location, keeping their (slot) order. */
export function groupByHall(rows: readonly FilterRemovalRow[]): HallRemovals[] {
  const groups: HallRemovals[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.town === row.town && last.location === row.location) last.rows.push(row);
    else groups.push({ town: row.town, location: row.location, rows: [row] });
  }
  return groups;
}

/** A CSV cell: quoted when needed; a leading =, +, - or @ is neutralised with ' as the exports do. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const REMOVALS_CSV_HEADER = ['Town', 'Location', 'Row', 'Num', 'Type', 'Lost'] as const;

/** Every removable villager, one line each, with a header; CRLF line ends and a BOM for spreadsheets. */
export function removalsCsv(rows: readonly FilterRemovalRow[]): string {
  const lines = [
    REMOVALS_CSV_HEADER.join(','),
    ...rows.map((row) =>
      [row.town, row.location, row.row, row.num, row.Type, row.Lost].map(csvCell).join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A printable page for one hall: a checklist of the villagers to remove there. */
export function printableHall(hall: HallRemovals): string {
  const title = `Villagers to remove: ${hall.town} / ${hall.location}`;
  const items = hall.rows
    .map(
      (row) =>
        `<tr><td>&#9744;</td><td>${escapeHtml(`${row.row}${row.num}`)}</td><td>${escapeHtml(row.Type)}</td>` +
        `<td>${escapeHtml(row.Lost || 'Nothing')}</td></tr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{border:1px solid #888;' +
    'padding:4px 8px;text-align:left}</style></head><body>' +
    `<h1>${escapeHtml(title)}</h1><p>${hall.rows.length} villager${hall.rows.length === 1 ? '' : 's'}</p>` +
    '<table><thead><tr><th>Done</th><th>Slot</th><th>Type</th><th>Lost Enchantments &amp; Levels</th></tr>' +
    `</thead><tbody>${items}</tbody></table></body></html>`
  );
}
