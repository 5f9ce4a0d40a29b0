import { onTestFinished, vi } from 'vitest';

/**
 * Catches the files the console hands to the browser in this test: jsdom has no object URLs and no
 * downloads, so each is the link clicked, by its name. Answers the spy the names are given to.
 */
export function savedDownloads() {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:download';
      static override revokeObjectURL = () => undefined;
    },
  );
  const saved = vi.fn<(name: string) => void>();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved(this.download);
  });
  onTestFinished(() => {
    click.mockRestore();
    vi.unstubAllGlobals();
  });
  return saved;
}
