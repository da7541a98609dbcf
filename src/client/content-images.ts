/**
 * The load state of content images (spec §4 "Images: placeholder until loaded; on error the
 * image is hidden and the grey placeholder stays"), kept in the markup ContentImage wrote: the
 * frame's `data-state`, its placeholder background, the image's `hidden`. One listener for the
 * whole page, so images whose blocks keep the server's markup (decision 024) get it without their
 * components; `load` and `error` do not bubble, but reach a capturing listener on the document.
 */
export function watchContentImages(): void {
  const settle = (image: HTMLImageElement, state: 'loaded' | 'failed') => {
    const frame = image.parentElement;
    if (!frame?.classList.contains('content-image')) return;
    frame.dataset.state = state;
    if (state === 'loaded') frame.style.backgroundImage = '';
    image.hidden = state === 'failed';
  };
  const onEvent = (event: Event) => {
    if (event.target instanceof HTMLImageElement) settle(event.target, event.type === 'load' ? 'loaded' : 'failed');
  };
  document.addEventListener('load', onEvent, true);
  document.addEventListener('error', onEvent, true);
  // Images that finished before this script ran. A lazy image the browser has not started on yet
  // counts as complete too, without a size; it has no current source, and is left loading.
  for (const image of document.querySelectorAll<HTMLImageElement>('.content-image > img')) {
    if (!image.complete || image.currentSrc === '') continue;
    settle(image, image.naturalWidth > 0 ? 'loaded' : 'failed');
  }
}
