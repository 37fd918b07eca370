import type { Page } from '@playwright/test';

/** WCAG 2.2 AA (2.5.8): the least width and height of a control outside running text, in CSS px. */
export const MIN_TARGET = 24;
/** Issue 25: on phones the number grids and the primary actions are thumb-sized (WCAG 2.5.5 AAA). */
const THUMB_TARGET = 44;

/** Primary actions: the lottery's own buttons that buy, pay or move a player on. */
const PRIMARY = '.tw-button--primary, .tw-button--lg, .tw-number-grid__cell';

/**
 * The page's visible controls smaller than `MIN_TARGET` (and, with `thumb`, number cells and primary
 * actions smaller than `THUMB_TARGET`), as "what size" lines. A link inside a sentence (a block of
 * running text with text of its own besides the link) is exempt, as WCAG exempts it; so are controls
 * a screen reader alone gets (visually hidden, 1 px) and frames (a game provider's page).
 */
export async function smallTargets(page: Page, options: { thumb: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ min, thumb, thumbSize, primary }) => {
      const running = new Set(['P', 'DD', 'TD', 'LABEL', 'LEGEND', 'FIGCAPTION', 'BLOCKQUOTE', 'SMALL']);
      const inRunningText = (el: Element): boolean => {
        if (el.tagName !== 'A') return false;
        let block: Element | null = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        if (!block) return false;
        const prose = running.has(block.tagName) || block.closest('.tw-safe-html') !== null;
        return prose && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      };
      const name = (el: Element) =>
        ((el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ') || el.tagName).slice(
          0,
          40,
        );
      const found: string[] = [];
      const controls = document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="tab"]',
      );
      for (const el of controls) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // A native radio or checkbox counts with its label (its target is both).
        if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && el.labels?.length) {
          const label = el.labels[0]!.getBoundingClientRect();
          if (label.width >= min && label.height >= min) continue;
        }
        if (inRunningText(el)) continue;
        const least = thumb && el.matches(primary) ? thumbSize : min;
        if (box.width < least - 0.5 || box.height < least - 0.5)
          found.push(
            `${el.tagName.toLowerCase()} "${name(el)}" ${Math.round(box.width)}×${Math.round(box.height)} (at least ${least})`,
          );
      }
      return found;
    },
    { min: MIN_TARGET, thumb: options.thumb, thumbSize: THUMB_TARGET, primary: PRIMARY },
  );
}
