/**
 * A scroll row's page step (spec §9 `scrollAnimationMs`): the row scrolls by most of its width,
 * easing out, at once for a visitor who asked for reduced motion. A chunk of its own, loaded with
 * the first click on an arrow (./browser.ts; decision 090): no page needs it before.
 */
export function scrollByPage(element: HTMLElement, direction: 1 | -1, durationMs: number): void {
  const start = element.scrollLeft;
  const left = start + direction * element.clientWidth * 0.8;
  const began = performance.now();
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const step = (now: number) => {
    const progress = reduce ? 1 : Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    element.scrollLeft = start + (left - start) * eased;
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
