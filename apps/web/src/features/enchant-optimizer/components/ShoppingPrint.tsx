import type { ShoppingTotals, ShoppingTown } from '@tradehall/domain';
import { createPortal } from 'react-dom';
import { costItemsText, formatNumber, quantityPrice } from '../shopping-list';
import classes from './ShoppingPrint.module.css';

interface ShoppingPrintProps {
  item: string;
  towns: readonly ShoppingTown[];
  totals: ShoppingTotals;
  planLevels: number;
  missing: readonly string[];
}

/**
 * What printing the page gives while a shopping list is open: one page per town (CSS page break after each),
 * the totals and missing books on the first. Rendered beside the app's root, hidden on screen (and from
 * assistive technology, which reads the on-screen list instead).
 */
export function ShoppingPrint({ item, towns, totals, planLevels, missing }: ShoppingPrintProps) {
  const summary = [
    `${formatNumber(totals.emeralds)} emeralds`,
    `${formatNumber(totals.booksBought)} books`,
    `bring ${costItemsText(totals.costItems)}`,
    `${formatNumber(planLevels + totals.mergeLevels)} XP levels of merges`,
  ].join(', ');
  return createPortal(
    <div className={classes.printout} aria-hidden="true" data-testid="shopping-printout">
      {towns.map((town, index) => (
        <section key={town.town} className={classes.town} data-testid="shopping-print-town">
          <h1>
            Shopping list for {item}: {town.town} ({index + 1} of {towns.length})
          </h1>
          {index === 0 && (
            <p>
              Total: {summary}.{missing.length > 0 ? ` Nobody sells: ${missing.join(', ')}.` : ''}
            </p>
          )}
          <table>
            <thead>
              <tr>
                <th>Location</th>
                <th>Row</th>
                <th>Number</th>
                <th>Villager</th>
                <th>Buy</th>
                <th>Price</th>
              </tr>
            </thead>
            <tbody>
              {town.stops.flatMap((stop) =>
                stop.items.map((bought) => (
                  <tr key={`${stop.display}-${bought.book}`}>
                    <td>{stop.location}</td>
                    <td>{stop.row}</td>
                    <td>{stop.num}</td>
                    <td>{stop.villagerType}</td>
                    <td>
                      {bought.kind === 'merge' ? `2 × ${bought.bought} → ${bought.book}` : bought.bought}
                    </td>
                    <td>{quantityPrice(bought.quantity, bought.unitPrice)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
