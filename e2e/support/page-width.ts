import type { Page } from '@playwright/test';

/**
 * Null when the page is no wider than the window (`document.documentElement.scrollWidth` ≤ the viewport's width);
 * otherwise says how wide it is and names the elements that reach past the window's right edge without a
 * scroll box of their own around them (the deepest first, at most five), so the failure points at the cause.
 */
export async function pageWiderThanWindow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    // Whether an ancestor clips the element (a scroll box): memoised, as a large page has thousands of elements.
    const clips = new Map<Element, boolean>();
    const clipped = (element: Element): boolean => {
      const parent = element.parentElement;
      if (!parent || parent === root) return false;
      let known = clips.get(parent);
      if (known === undefined) {
        known = getComputedStyle(parent).overflowX !== 'visible' || clipped(parent);
        clips.set(parent, known);
      }
      return known;
    };
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} (right ${Math.round(element.getBoundingClientRect().right)} px${text ? `, "${text}"` : ''})`;
    };
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    // An absolutely positioned element can escape a scroll box around it: then name those inside one too.
    const unclipped = beyond.filter((element) => !clipped(element));
    const past = unclipped.length > 0 ? unclipped : beyond;
    const deepest = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    return `the page is ${root.scrollWidth} px wide in a ${width} px window: ${deepest.slice(0, 5).map(describe).join('; ')}`;
  });
}
